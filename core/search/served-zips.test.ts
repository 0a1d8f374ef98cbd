import { describe, expect, it } from "vitest";
import { resolveSearchTarget } from "./resolve-target";
import { createSearchIndex, searchableZips, type SearchCity } from "./search-index";
import { FIXTURE_CITIES } from "./search.fixtures";
import { suggestCities } from "./suggest";

/** Towns the directory lists without ZIPs, reached through the ZIPs that serve them. */
const SERVED: SearchCity[] = [
  { name: "Boys Town", slug: "boys-town", zipCodes: [], servedZips: ["68010"] },
  { name: "Dannebrog", slug: "dannebrog", zipCodes: [], servedZips: ["68831"] },
  // A served ZIP some listed town owns stays that town's.
  { name: "Shadow", slug: "shadow", zipCodes: [], servedZips: ["68801"] },
];
const index = createSearchIndex([...FIXTURE_CITIES, ...SERVED]);
const links = { nebraska: () => "NE", city: (slug: string) => `city:${slug}` };

describe("ZIPs that serve towns without their own", () => {
  it("finds Boys Town by 68010, as suggestion and as Find target", () => {
    expect(suggestCities(index, "68010").map((city) => city.slug)).toEqual(["boys-town"]);
    expect(resolveSearchTarget(index, "68010", links)).toBe("city:boys-town");
    expect(resolveSearchTarget(index, " 68831 ", links)).toBe("city:dannebrog");
  });

  it("offers such towns for a ZIP prefix, ranked by ZIP like any other", () => {
    const slugs = suggestCities(index, "6883").map((city) => city.slug);
    expect(slugs).toEqual(["dannebrog", "doniphan"]);
  });

  it("keeps a listed town's own ZIP first", () => {
    expect(index.cityByZip.get("68801")?.slug).toBe("grand-island");
    expect(suggestCities(index, "68801").map((city) => city.slug)).toEqual(["grand-island", "shadow"]);
  });

  it("lists own ZIPs before served ones and nothing more", () => {
    expect(searchableZips({ name: "A", slug: "a", zipCodes: ["68001"], servedZips: ["68002"] })).toEqual(["68001", "68002"]);
    expect(searchableZips({ name: "B", slug: "b", zipCodes: ["68003"] })).toEqual(["68003"]);
  });
});
