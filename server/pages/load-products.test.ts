import { describe, expect, it } from "vitest";
import type { ProductsResponse } from "#core/products/schema";
import type { ProductSource } from "#core/products/source";
import { productsForPages } from "./load-products";

function service(list: { title: string }[], delayMs = 0) {
  const calls: ProductSource[] = [];
  const answered: ProductSource[] = [];
  return {
    calls,
    answered,
    get: async (source: ProductSource): Promise<ProductsResponse | null> => {
      calls.push(source);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      answered.push(source);
      return {
        products: list.map((item, index) => ({ title: item.title, url: `https://partner.test/p/${index}`, image: `https://partner.test/i/${index}.jpg`, price: "$1.00" })),
        cacheStatus: "fresh",
        fetchedAt: "2026-11-23T08:00:00.000Z",
      };
    },
  };
}

describe("productsForPages", () => {
  it("reuses one answer for a second, then asks the service again", async () => {
    const products = service([{ title: "Roses" }]);
    let time = 1_000_000;
    const load = productsForPages(products, 150, () => time);
    const first = await load({ kind: "featured" });
    const second = await load({ kind: "featured" });
    expect(first?.products[0]?.title).toBe("Roses");
    expect(second).toBe(first);
    expect(products.calls).toHaveLength(1);
    time += 1_000;
    await load({ kind: "featured" });
    expect(products.calls).toHaveLength(2);
  });

  it("keeps each source apart", async () => {
    const products = service([{ title: "Lilies" }]);
    const load = productsForPages(products, 150, () => 0);
    await load({ kind: "featured" });
    await load({ kind: "category", slug: "anniversary" });
    await load({ kind: "category", slug: "anniversary" });
    expect(products.calls).toEqual([{ kind: "featured" }, { kind: "category", slug: "anniversary" }]);
  });

  it("passes an empty answer on as known to be empty, and asks again next time", async () => {
    const products = service([]);
    const load = productsForPages(products, 150, () => 0);
    expect(await load({ kind: "featured" })).toMatchObject({ products: [] });
    expect(await load({ kind: "featured" })).toMatchObject({ products: [] });
    expect(products.calls).toHaveLength(2);
  });

  it("says nothing is known yet (null) when the first answer is slower than the budget", async () => {
    const partner = service([{ title: "Tulips" }], 2_000);
    const slow = productsForPages(partner, 20, () => 0);
    expect(await slow({ kind: "featured" })).toBeNull();
    // Answered before the service (2 s): the 20 ms budget's timer fires first however busy the machine is.
    expect(partner.calls).toHaveLength(1);
    expect(partner.answered).toEqual([]);
  });

  it("an unavailable partner or a failing service is an answer with no products, not a placeholder", async () => {
    const down = productsForPages({ get: async () => ({ products: [], cacheStatus: "unavailable", fetchedAt: null, error: "Failed to fetch products" }) }, 150, () => 0);
    expect(await down({ kind: "featured" })).toMatchObject({ products: [], cacheStatus: "unavailable" });
    const failing = productsForPages({ get: () => Promise.reject(new Error("down")) }, 150, () => 0);
    expect(await failing({ kind: "featured" })).toMatchObject({ products: [], cacheStatus: "unavailable" });
    const unknown = productsForPages({ get: async () => null }, 150, () => 0);
    expect(await unknown({ kind: "category", slug: "roses" })).toMatchObject({ products: [] });
  });

  it("a late answer renders with the last answer the source settled on: an outage that outlasts the budget stays an outage", async () => {
    let delayMs = 0;
    const load = productsForPages(
      {
        get: async () => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          return { products: [], cacheStatus: "unavailable", fetchedAt: null, error: "Failed to fetch products" };
        },
      },
      20,
      () => 0,
    );
    delayMs = 60;
    // The first crawl outlasts the budget: nothing is known yet.
    expect(await load({ kind: "featured" })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    // The next one is late too (the partner hangs until the crawl timeout), but the outage is known.
    expect(await load({ kind: "featured" })).toMatchObject({ products: [], cacheStatus: "unavailable" });
  });
});
