import { describe, expect, it } from "vitest";
import { resolveSearchTarget } from "./resolve-target";
import { createSearchIndex, type SearchCity } from "./search-index";
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

describe("ZIPs that serve towns without their own", () => {
  it("finds Boys Town by 68010, as suggestion and as Find target", () => {
    expect(suggestCities(index, "68010").map((city) => city.slug)).toEqual(["boys-town"]);
    expect(resolveSearchTarget(index, "68010")).toEqual({ kind: "city", slug: "boys-town" });
    expect(resolveSearchTarget(index, " 68831 ")).toEqual({ kind: "city", slug: "dannebrog" });
  });

  it("offers such towns for a ZIP prefix, ranked by ZIP like any other", () => {
    const slugs = suggestCities(index, "6883").map((city) => city.slug);
    expect(slugs).toEqual(["dannebrog", "doniphan"]);
  });

  it("keeps a listed town's own ZIP first", () => {
    expect(resolveSearchTarget(index, "68801")).toEqual({ kind: "city", slug: "grand-island" });
    expect(suggestCities(index, "68801").map((city) => city.slug)).toEqual(["grand-island", "shadow"]);
  });
});
