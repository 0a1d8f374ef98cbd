import { describe, expect, it } from "vitest";
import { alternatesOf } from "../routes/routes";
import { categoryPagePath } from "./category-path";

describe("a category page's own address", () => {
  it("is the Spanish slug's address for a known category in Spanish, the English one in English", () => {
    expect(categoryPagePath("birthday-flowers", "es")).toBe("/es/categorias/cumpleanos/");
    expect(categoryPagePath("birthday-flowers", "en")).toBe("/categories/birthday-flowers/");
  });

  it("keeps a made-up Spanish category at its Spanish address, with no English twin (issue 52)", () => {
    const path = categoryPagePath("inventada", "es");
    expect(path).toBe("/es/categorias/inventada/");
    expect(alternatesOf(path, "https://example.test").some((alternate) => alternate.href.includes("/categories/"))).toBe(false);
    expect(categoryPagePath("made-up", "en")).toBe("/categories/made-up/");
  });
});
