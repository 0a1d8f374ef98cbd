import { describe, expect, it } from "vitest";
import { withTrailingSlash } from "./trailing-slash";

describe("withTrailingSlash", () => {
  it("adds the slash to page paths", () => {
    expect(withTrailingSlash("/about")).toBe("/about/");
    expect(withTrailingSlash("/cities/omaha")).toBe("/cities/omaha/");
  });

  it("leaves /, slash paths, files, the API and the route manifest alone", () => {
    for (const path of ["/", "/about/", "/sitemap.xml", "/assets/app-1.js", "/api", "/api/products", "//evil.test"]) {
      expect(withTrailingSlash(path)).toBeNull();
    }
  });
});
