import { describe, expect, it } from "vitest";
import type { ProductCard } from "./schema";
import { facilitiesIn } from "../care/facilities";
import { careListPrices, listZips } from "./care-list-prices";

const roses: ProductCard = { title: "Classic Dozen Red Roses", priceCents: 64_99, image: "https://partner.example/r.jpg", url: "https://partner.example/roses", code: "R1" };
const delivered = (zip: string, totalCents: number) => ({ zip, chargeCents: 14_99, taxCents: 6_00, totalCents, pricedAt: "2026-11-28T10:00:00.000Z" });

describe("care list prices", () => {
  it("lists each ZIP of the places we suggest flowers for once", () => {
    expect(listZips(facilitiesIn("kearney"))).toEqual(expect.arrayContaining(["68845", "68847"]));
    expect(new Set(listZips(facilitiesIn("omaha"))).size).toBe(listZips(facilitiesIn("omaha")).length);
    expect(listZips([])).toEqual([]);
  });

  it("keeps the first card's delivered total per ZIP, and no figure where the partner gave none", () => {
    const prices = careListPrices([
      ["68845", [{ ...roses, delivered: delivered("68845", 85_98) }]],
      ["68847", [roses]],
    ]);
    expect(prices?.product).toEqual({ title: "Classic Dozen Red Roses", priceCents: 64_99, url: "https://partner.example/roses" });
    expect(prices?.byZip).toEqual({ "68845": delivered("68845", 85_98) });
  });

  it("never shows a total priced for another ZIP or another product", () => {
    const other = { ...roses, url: "https://partner.example/tulips", title: "Tulips" };
    const prices = careListPrices([
      ["68845", [{ ...roses, delivered: delivered("68845", 85_98) }]],
      ["68847", [{ ...roses, delivered: delivered("68845", 85_98) }]],
      ["68848", [{ ...other, delivered: delivered("68848", 99_00) }]],
    ]);
    expect(Object.keys(prices?.byZip ?? {})).toEqual(["68845"]);
  });

  it("names no product when there is none with a price", () => {
    expect(careListPrices([["68845", []]])).toBeNull();
    expect(careListPrices([["68845", [{ title: roses.title, image: roses.image, url: roses.url }]]])).toBeNull();
  });
});
