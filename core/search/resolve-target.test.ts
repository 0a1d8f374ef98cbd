import { describe, expect, it } from "vitest";
import { partnerSlugFor, resolveSearchTarget, type SearchLinks } from "./resolve-target";
import { createSearchIndex } from "./search-index";
import { FIXTURE_CITIES } from "./search.fixtures";

const index = createSearchIndex(FIXTURE_CITIES);
const PARTNER = "https://partner.example";

/** Mirrors how the app wires it: a mapped partner slug when there is one, else the town's own slug. */
// Keyed by lowercase name, like the directory's PARTNER_CITY_SLUG_BY_NAME.
const partnerSlugByName: Record<string, string> = { "st. paul": "saint-paul", "grand island": "grand-island-ne" };
const links: SearchLinks = {
  nebraska: () => `${PARTNER}/nebraska/`,
  city: (slug) => {
    const city = FIXTURE_CITIES.find((candidate) => candidate.slug === slug);
    const partnerSlug = city ? partnerSlugFor(city, partnerSlugByName) : slug;
    return `${PARTNER}/nebraska/${partnerSlug}/`;
  },
};
const go = (input: string) => resolveSearchTarget(index, input, links);

describe("resolveSearchTarget", () => {
  it("sends empty input to the Nebraska-wide page", () => {
    expect(go("")).toBe(`${PARTNER}/nebraska/`);
    expect(go("   ")).toBe(`${PARTNER}/nebraska/`);
  });

  it("jumps straight to the town of a known 5-digit ZIP", () => {
    expect(go("68845")).toBe(`${PARTNER}/nebraska/kearney/`);
    expect(go(" 68801 ")).toBe(`${PARTNER}/nebraska/grand-island-ne/`);
  });

  it("sends an unknown 5-digit ZIP to the Nebraska page", () => {
    expect(go("99999")).toBe(`${PARTNER}/nebraska/`);
  });

  it("uses the first suggestion for 3-4 digits (no direct jump, same ranking)", () => {
    expect(go("6884")).toBe(`${PARTNER}/nebraska/gibbon/`);
    expect(go("688")).toBe(`${PARTNER}/nebraska/grand-island-ne/`);
  });

  it("uses the first suggestion for a name, in any case", () => {
    expect(go("oma")).toBe(`${PARTNER}/nebraska/omaha/`);
    expect(go("  LIN ")).toBe(`${PARTNER}/nebraska/lincoln/`);
  });

  it("sends a search with no suggestion to the Nebraska page", () => {
    expect(go("zzqx")).toBe(`${PARTNER}/nebraska/`);
    expect(go("68")).toBe(`${PARTNER}/nebraska/`);
  });

  it("hands the app the town's slug", () => {
    const seen: string[] = [];
    resolveSearchTarget(index, "north platte", { nebraska: () => "n", city: (slug) => (seen.push(slug), slug) });
    expect(seen).toEqual(["north-platte"]);
  });
});

describe("partnerSlugFor", () => {
  it("uses the mapped partner slug when the partner names the town differently", () => {
    expect(partnerSlugFor({ name: "St. Paul", slug: "st-paul" }, partnerSlugByName)).toBe("saint-paul");
    expect(go("st. paul")).toBe(`${PARTNER}/nebraska/saint-paul/`);
  });

  it("falls back to the town's own slug under the partner's Nebraska section", () => {
    expect(partnerSlugFor({ name: "Walthill", slug: "walthill" }, partnerSlugByName)).toBe("walthill");
    expect(go("walthill")).toBe(`${PARTNER}/nebraska/walthill/`);
  });

  it("reads only the map's own keys", () => {
    expect(partnerSlugFor({ name: "constructor", slug: "constructor" }, {})).toBe("constructor");
    expect(partnerSlugFor({ name: "toString", slug: "to-string" }, {})).toBe("to-string");
  });
});
