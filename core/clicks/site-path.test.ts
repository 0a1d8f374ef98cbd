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
