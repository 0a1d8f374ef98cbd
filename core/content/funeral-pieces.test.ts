import { describe, expect, it } from "vitest";
import type { ProductCard } from "../products/schema";
import { FUNERAL_PIECES, FUNERAL_PURPOSES, funeralSections, PRODUCTS_PER_PIECE } from "./funeral-pieces";

const card = (code: string, index: number): ProductCard => ({ title: `${code} ${index}`, url: `https://partner.test/${code}/${index}`, image: "" });

describe("the funeral pieces", () => {
  it("are grouped by purpose in page order: service, casket, guest book, home", () => {
    const order = FUNERAL_PURPOSES.map((purpose) => purpose.id);
    const purposes = FUNERAL_PIECES.map((piece) => order.indexOf(piece.purpose));
    expect(purposes).toEqual([...purposes].sort((a, b) => a - b));
    expect(FUNERAL_PIECES.map((piece) => piece.code)).toEqual(["fs", "fw", "fh", "fx", "fc", "fl", "fu", "fa", "fb", "fp"]);
  });

  it("each say who sends them or where they go in one or two short sentences", () => {
    for (const piece of FUNERAL_PIECES) {
      const sentences = piece.guidance.split(/(?<=\.)\s+/);
      expect(sentences.length, piece.code).toBeLessThanOrEqual(2);
      expect(piece.guidance.length, piece.code).toBeLessThanOrEqual(160);
    }
  });

  it("make sections only for codes that answered products, at most PRODUCTS_PER_PIECE each", () => {
    const answered = new Map<string, ProductCard[]>([
      ["fp", Array.from({ length: 9 }, (_, index) => card("fp", index))],
      ["fs", [card("fs", 0)]],
      ["fu", []],
      ["zz", [card("zz", 0)]],
    ]);
    const sections = funeralSections(answered);
    expect(sections.map((section) => [section.code, section.products.length])).toEqual([
      ["fs", 1],
      ["fp", PRODUCTS_PER_PIECE],
    ]);
  });
});
