import { describe, expect, it } from "vitest";
import { filterCitySlugs } from "./filter";
import { createSearchIndex } from "./search-index";
import { FIXTURE_CITIES } from "./search.fixtures";

const index = createSearchIndex([...FIXTURE_CITIES, { name: "Boys Town", slug: "boys-town", zipCodes: [], servedZips: ["68010"] }]);
const kept = (text: string) => {
  const slugs = filterCitySlugs(index, text);
  return slugs && [...slugs].sort();
};

describe("filterCitySlugs", () => {
  it("keeps every town for blank text", () => {
    expect(filterCitySlugs(index, "   ")).toBeNull();
  });

  it("keeps names containing the text, in any case", () => {
    expect(kept("ISLAND")).toEqual(["grand-island"]);
    expect(kept(" lin ")).toEqual(["franklin", "lincoln"]);
  });

  it("keeps towns by ZIP prefix, including a ZIP that serves a town without its own", () => {
    expect(kept("6801")).toEqual(["boys-town"]);
    expect(kept("6880")).toEqual(["grand-island", "prairie-creek"]);
    expect(kept("69361")).toEqual(["scottsbluff"]);
  });

  it("keeps nothing for text no town holds, however long", () => {
    expect(kept("zzqx")).toEqual([]);
    expect(kept("9".repeat(10_000))).toEqual([]);
  });
});
