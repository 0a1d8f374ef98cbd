import { describe, expect, it } from "vitest";
import { productsJson, productsOfJson } from "./products-json";
import type { ProductsResponse } from "./schema";

const delivered = { zip: "68845", chargeCents: 14_99, taxCents: 4_87, totalCents: 69_85, pricedAt: "2026-11-26T17:30:00.000Z" };
const answer: ProductsResponse = {
  products: [
    { title: "Sunny", image: "https://p.test/s.jpg", url: "https://p.test/s", code: "F1", description: "Roses", size: "14in", priceCents: 49_99, delivered },
    { title: "Crawled", image: "https://p.test/c.jpg", url: "https://p.test/c", priceCents: 1_234_50 },
    { title: "No price", image: "https://p.test/n.jpg", url: "https://p.test/n" },
  ],
  cacheStatus: "fresh",
  fetchedAt: "2026-11-26T17:00:00.000Z",
};

describe("the products JSON edge", () => {
  it("writes the spec's card, byte for byte as the API wrote it when cards held text", () => {
    // The body GET /api/products gave before cents were held (field order included).
    expect(JSON.stringify(productsJson(answer))).toBe(
      JSON.stringify({
        products: [
          { title: "Sunny", image: "https://p.test/s.jpg", url: "https://p.test/s", code: "F1", description: "Roses", size: "14in", price: "$49.99", delivered: { zip: "68845", charge: "$14.99", tax: "$4.87", total: "$69.85", pricedAt: delivered.pricedAt } },
          { title: "Crawled", image: "https://p.test/c.jpg", url: "https://p.test/c", price: "$1,234.50" },
          { title: "No price", image: "https://p.test/n.jpg", url: "https://p.test/n" },
        ],
        cacheStatus: "fresh",
        fetchedAt: "2026-11-26T17:00:00.000Z",
      }),
    );
    const failed: ProductsResponse = { products: [], cacheStatus: "unavailable", fetchedAt: null, error: "Failed to fetch products" };
    expect(productsJson(failed)).toEqual(failed);
  });

  it("reads its own JSON back to the same cents", () => {
    expect(productsOfJson(productsJson(answer))).toEqual(answer);
  });

  it("reads a copy as the browser kept it before cents, and never shows a figure that is not a price", () => {
    const old = {
      products: [
        { title: "A", image: "https://p.test/a.jpg", url: "https://p.test/a", price: "$45", delivered: { zip: "68845", charge: "$14.99", tax: "$4.87", total: "$64.86", pricedAt: "x" } },
        { title: "B", image: "https://p.test/b.jpg", url: "https://p.test/b", price: "$0.00", delivered: { zip: "68845", charge: "$14.99", tax: "about $5", total: "$69.85", pricedAt: "x" } },
        { title: "C", image: "https://p.test/c.jpg", url: "https://p.test/c", price: "$10,000.01" },
      ],
      cacheStatus: "local_cache" as const,
      fetchedAt: null,
    };
    const [a, b, c] = productsOfJson(old).products;
    expect(a).toMatchObject({ priceCents: 45_00, delivered: { chargeCents: 14_99, taxCents: 4_87, totalCents: 64_86 } });
    expect(b).not.toHaveProperty("priceCents");
    expect(b).not.toHaveProperty("delivered");
    expect(c).not.toHaveProperty("priceCents");
  });
});
