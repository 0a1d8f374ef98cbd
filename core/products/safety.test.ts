import { describe, expect, it } from "vitest";
import { cleanTitle, onOrigins, safeProductCard, TITLE_MAX, URL_MAX } from "./safety";

const partner = "http://partner.example:8080";
const origins = { partnerOrigin: partner, imageOrigins: [partner, "https://cdn.example"] };
const card = { title: "Rose", image: `${partner}/i/rose.jpg`, url: `${partner}/product/rose/` };

describe("product field safety", () => {
  it("keeps a card on the partner's origin", () => {
    expect(safeProductCard(card, origins)).toEqual(card);
    expect(safeProductCard({ ...card, image: "https://cdn.example/rose.jpg" }, origins)?.image).toBe("https://cdn.example/rose.jpg");
  });

  it.each([
    ["an https variant of an http partner", { url: "https://partner.example:8080/product/rose/" }],
    ["another port", { url: "http://partner.example/product/rose/" }],
    ["user:pass@ on the link", { url: "http://user:pass@partner.example:8080/product/rose/" }],
    ["user@ on the image", { image: "http://user@partner.example:8080/i/rose.jpg" }],
    ["an image on our own admin API", { image: "http://localhost:3000/api/admin/cache" }],
    ["an image elsewhere", { image: "https://evil.example/rose.jpg" }],
    ["a link over the length cap", { url: `${partner}/product/${"x".repeat(URL_MAX)}` }],
    ["a link that is no URL", { url: "product/rose" }],
  ])("drops %s", (_what, change) => {
    expect(safeProductCard({ ...card, ...change }, origins)).toBeUndefined();
  });

  it("cleans titles: bidi controls and control characters out, length capped", () => {
    expect(cleanTitle("Roses \u202Egnp.exe\u202C\u0007 now")).toBe("Roses gnp.exe now");
    expect(cleanTitle("\u2067Lily\u2069\u200F")).toBe("Lily");
    expect(cleanTitle("x".repeat(5_000))).toHaveLength(TITLE_MAX);
    expect(safeProductCard({ ...card, title: "\u202E\u0000" }, origins)).toBeUndefined();
    expect(safeProductCard({ ...card, title: "View Product" }, origins)).toBeUndefined();
  });

  it("onOrigins compares scheme, host and port", () => {
    expect(onOrigins(`${partner}/x`, [partner])).toBe(`${partner}/x`);
    expect(onOrigins("http://partner.example:8081/x", [partner])).toBeUndefined();
  });
});

describe("prices and invisible characters", () => {
  const origins = { partnerOrigin: "https://partner.test", imageOrigins: ["https://partner.test"] };
  const card = { title: "Roses", url: "https://partner.test/p/1", image: "https://partner.test/i/1.jpg" };

  it("passes real prices and drops absurd or malformed ones", () => {
    const kept = (priceCents: number) => safeProductCard({ ...card, priceCents }, origins)?.priceCents;
    expect([49_99, 1_299_00, 10_000_00].map(kept)).toEqual([49_99, 1_299_00, 10_000_00]);
    expect([Number(`${"9".repeat(1_900)}`), 10_000_01, 0, -5, 49.5, Number.NaN].map(kept)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(safeProductCard({ ...card, priceCents: 0 }, origins)).not.toHaveProperty("priceCents");
  });

  it("strips zero-width characters from titles without adding spaces", () => {
    expect(cleanTitle("Ro\u200bses\u200d and\u2060 Li\ufefflies\u00ad")).toBe("Roses and Lilies");
  });
});
