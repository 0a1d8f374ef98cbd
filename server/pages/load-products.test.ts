import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { productsFromApi } from "./load-products";

function api(list: { title: string }[]) {
  const calls = { count: 0 };
  const app = new Hono();
  app.get("/products/featured", (c) => {
    calls.count += 1;
    return c.json({
      products: list.map((item, index) => ({ title: item.title, url: `https://partner.test/p/${index}`, image: `https://partner.test/i/${index}.jpg`, price: "$1.00" })),
      cacheStatus: "fresh",
      fetchedAt: "2026-11-23T08:00:00.000Z",
    });
  });
  return { app, calls };
}

describe("productsFromApi", () => {
  it("reuses one answer for a second, then asks the API again", async () => {
    const { app, calls } = api([{ title: "Roses" }]);
    let time = 1_000_000;
    const load = productsFromApi(app, 150, () => time);
    const first = await load({ kind: "featured" });
    const second = await load({ kind: "featured" });
    expect(first?.products[0]?.title).toBe("Roses");
    expect(second).toBe(first);
    expect(calls.count).toBe(1);
    time += 1_000;
    await load({ kind: "featured" });
    expect(calls.count).toBe(2);
  });

  it("does not keep an empty answer", async () => {
    const { app, calls } = api([]);
    const load = productsFromApi(app, 150, () => 0);
    expect(await load({ kind: "featured" })).toBeNull();
    expect(await load({ kind: "featured" })).toBeNull();
    expect(calls.count).toBe(2);
  });
});
