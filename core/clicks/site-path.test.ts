import { describe, expect, it } from "vitest";
import { isSitePagePath } from "./site-path";

describe("isSitePagePath", () => {
  it("knows the fixed pages, categories and towns", () => {
    for (const path of ["/", "/about/", "/cities/", "/terms/", "/categories/birthday-flowers/", "/cities/omaha/", "/cities/lincoln/"]) {
      expect(isSitePagePath(path), path).toBe(true);
    }
  });

  it("refuses everything else", () => {
    for (const path of ["", "//evil.example/x", "/cities/omaha", "/cities/atlantis/", "/about/\u0007", "/admin/", "/api/clicks", "/categories/a b/", "/ABOUT/"]) {
      expect(isSitePagePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});

describe("isSitePagePath in the Spanish edition (issue 41)", () => {
  it("takes the Spanish twins of our pages and nothing made up under /es/", () => {
    for (const path of ["/es/", "/es/ciudades/lexington/", "/es/categorias/dia-de-las-madres/", "/es/acerca-de/"]) expect(isSitePagePath(path), path).toBe(true);
    for (const path of ["/es/ciudades/atlantis/", "/es/categorias/birthday-flowers/", "/es/cities/omaha/"]) expect(isSitePagePath(path), path).toBe(false);
  });
});
