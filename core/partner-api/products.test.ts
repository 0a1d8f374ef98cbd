import { describe, expect, it } from "vitest";
import { partnerProductPageUrl } from "../affiliate/links";
import { TITLE_MAX } from "../products/safety";
import { readFloristoneProducts } from "./products";

const config = { partnerBaseUrl: "https://partner.example", affiliateSourceId: "aff", affiliateId: "1234567890" };
const options = { limit: 24, imageBase: "https://partner.example", productUrl: (code: string) => partnerProductPageUrl(config, "/product/{code}/", code) };
const product = (overrides: Record<string, unknown> = {}) => ({
  CODE: "F1-509",
  NAME: "Sunny Smiles Bouquet",
  DESCRIPTION: "Yellow roses",
  PRICE: 59.95,
  SMALL: "https://partner.example/images/f1-509-s.jpg",
  LARGE: "https://partner.example/images/f1-509-l.jpg",
  DIMENSION: "14in",
  ...overrides,
});
const answer = (products: unknown[]) => JSON.stringify({ PRODUCTS: products, CATEGORY: "bd", TOTAL: products.length });

describe("getproducts answers", () => {
  it("maps NAME, PRICE, LARGE, CODE, DESCRIPTION and DIMENSION to a product card", () => {
    expect(readFloristoneProducts(answer([product()]), options)).toEqual([
      {
        title: "Sunny Smiles Bouquet",
        priceCents: 59_95,
        image: "https://partner.example/images/f1-509-l.jpg",
        url: "https://partner.example/product/F1-509/",
        code: "F1-509",
        description: "Yellow roses",
        size: "14in",
      },
    ]);
  });

  it("what it holds and its size are plain words: markup dropped, entities decoded, cleaned and capped", () => {
    const [card] =
      readFloristoneProducts(answer([product({ DESCRIPTION: `<b>Roses &amp; lilies</b>\u202e<script>x</script> ${"long ".repeat(200)}`, DIMENSION: "<i>18&quot;H</i> x 14&quot;W" })]), options) ?? [];
    expect(card?.description?.startsWith("Roses & lilies x long")).toBe(true);
    expect(card?.description?.length).toBeLessThanOrEqual(280);
    expect(card?.size).toBe('18"H x 14"W');
    const [bare] = readFloristoneProducts(answer([product({ DESCRIPTION: "<p> </p>", DIMENSION: 14 })]), options) ?? [];
    expect(bare?.description).toBeUndefined();
    expect(bare?.size).toBeUndefined();
  });

  it("falls back to SMALL, resolves relative images and accepts a numeric-string price", () => {
    const [card] = readFloristoneProducts(answer([product({ LARGE: "", SMALL: "/images/s.jpg", PRICE: "45" })]), options) ?? [];
    expect(card).toMatchObject({ image: "https://partner.example/images/s.jpg", priceCents: 45_00 });
  });

  it("leaves out products with a non-numeric, missing, zero or absurd price", () => {
    const list = [product({ PRICE: "call us" }), product({ PRICE: null, CODE: "A" }), product({ PRICE: 0, CODE: "B" }), product({ PRICE: 1e9, CODE: "C" }), product({ CODE: "D" })];
    expect(readFloristoneProducts(answer(list), options)?.map((card) => card.url)).toEqual(["https://partner.example/product/D/"]);
    const priced = (PRICE: unknown) => readFloristoneProducts(answer([product({ PRICE })]), options)?.[0]?.priceCents;
    expect([Number.NaN, 0.001, 10_000.01].map(priced)).toEqual([undefined, undefined, undefined]);
    expect(["$12.5", 59.95, 10_000].map(priced)).toEqual([12_50, 59_95, 10_000_00]);
  });

  it("leaves out products without a usable code or image, and repeats", () => {
    const list = [product({ CODE: "../../admin" }), product({ CODE: "X", LARGE: "javascript:alert(1)", SMALL: 5 }), product({ CODE: "Y" }), product({ CODE: "Y" })];
    expect(readFloristoneProducts(answer(list), options)).toHaveLength(1);
  });

  it("caps huge fields and the number of products", () => {
    const huge = "Roses ".repeat(100_000);
    const list = Array.from({ length: 300 }, (_, index) => product({ CODE: `F${index}`, NAME: index === 0 ? huge : "Tulips" }));
    const cards = readFloristoneProducts(answer(list), options) ?? [];
    expect(cards).toHaveLength(24);
    expect(cards[0]?.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(readFloristoneProducts(answer([product({ NAME: "" }), product({ CODE: "F2", NAME: "Order Now" })]), options)).toEqual([]);
  });

  it("answers undefined for a 403 page, truncated JSON or deep nesting", () => {
    expect(readFloristoneProducts("<html><h1>403 Forbidden</h1></html>", options)).toBeUndefined();
    expect(readFloristoneProducts(answer([product()]).slice(0, 40), options)).toBeUndefined();
    expect(readFloristoneProducts(`{"PRODUCTS":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, options)).toBeUndefined();
    expect(readFloristoneProducts(JSON.stringify({ ERROR: "x" }), options)).toBeUndefined();
  });
});
