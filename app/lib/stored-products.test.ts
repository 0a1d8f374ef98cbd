// @vitest-environment happy-dom
import { productsOfJson } from "#core/products/products-json";
import { afterEach, describe, expect, it } from "vitest";
import { readStoredProducts, writeStoredProducts } from "./stored-products";

afterEach(() => window.localStorage.clear());

/** A browser's copy exactly as the site wrote it before cards held cents (docs/decisions/0065). */
const OLD_COPY = JSON.stringify({
  savedAt: 1_700_000_000_000,
  data: {
    products: [
      {
        title: "Sunny Smiles",
        image: "https://partner.test/s.jpg",
        url: "https://partner.test/p/s",
        code: "F1-509",
        price: "$59.95",
        delivered: { zip: "68845", charge: "$14.99", tax: "$5.62", total: "$80.56", pricedAt: "2026-11-26T17:30:00.000Z" },
      },
      { title: "Crawled", image: "https://partner.test/c.jpg", url: "https://partner.test/p/c", price: "$1,299.00" },
    ],
    cacheStatus: "fresh",
    fetchedAt: "2026-11-26T17:00:00.000Z",
  },
});

describe("the browser's copy of a product list", () => {
  it("reads a copy kept before cents, with the prices it had", () => {
    window.localStorage.setItem("nfd:products:featured", OLD_COPY);
    const stored = readStoredProducts("featured", 1_700_000_000_000 + 60_000);
    expect(stored).not.toBeNull();
    const [sunny, crawled] = productsOfJson(stored?.data ?? { products: [], cacheStatus: "fresh", fetchedAt: null }).products;
    expect(sunny).toMatchObject({ priceCents: 59_95, delivered: { zip: "68845", chargeCents: 14_99, taxCents: 5_62, totalCents: 80_56 } });
    expect(crawled?.priceCents).toBe(1_299_00);
  });

  it("keeps the API's body as it came, so what it writes an older page reads too", () => {
    const data = JSON.parse(OLD_COPY).data;
    writeStoredProducts("featured", data, 1_700_000_000_000);
    expect(window.localStorage.getItem("nfd:products:featured")).toBe(OLD_COPY);
  });
});
