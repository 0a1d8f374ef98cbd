import { describe, expect, it } from "vitest";
import type { ProductsResponse } from "#core/products/schema";
import type { ProductSource } from "#core/products/source";
import { productsForPages } from "./load-products";

function service(list: { title: string }[], delayMs = 0) {
  const calls: ProductSource[] = [];
  return {
    calls,
    get: async (source: ProductSource): Promise<ProductsResponse | null> => {
      calls.push(source);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
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

  it("does not keep an empty answer", async () => {
    const products = service([]);
    const load = productsForPages(products, 150, () => 0);
    expect(await load({ kind: "featured" })).toBeNull();
    expect(await load({ kind: "featured" })).toBeNull();
    expect(products.calls).toHaveLength(2);
  });

  it("renders without products when the service is slower than the budget, or fails", async () => {
    const slow = productsForPages(service([{ title: "Tulips" }], 2_000), 20, () => 0);
    const started = performance.now();
    expect(await slow({ kind: "featured" })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_500);
    const failing = productsForPages({ get: () => Promise.reject(new Error("down")) }, 150, () => 0);
    expect(await failing({ kind: "featured" })).toBeNull();
  });
});
