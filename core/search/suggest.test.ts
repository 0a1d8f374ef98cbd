import { describe, expect, it } from "vitest";
import { createSearchIndex } from "./search-index";
import { FIXTURE_CITIES } from "./search.fixtures";
import { isFullZip, isZipFragment, MAX_SUGGESTIONS, suggestCities } from "./suggest";

const index = createSearchIndex(FIXTURE_CITIES);
const names = (input: string, max?: number) => suggestCities(index, input, max).map((city) => city.name);

describe("suggestCities: names", () => {
  it("matches a case-insensitive substring of the city name", () => {
    expect(names("oma")).toEqual(["Omaha"]);
    expect(names("OMAHA")).toEqual(["Omaha"]);
    expect(names("pLaTtE")).toEqual(["North Platte"]);
    expect(names("island")).toEqual(["Grand Island"]);
  });

  it("trims the input", () => {
    expect(names("   lincoln \t")).toEqual(["Lincoln"]);
    expect(names("  grand island  ")).toEqual(["Grand Island"]);
  });

  it("keeps inner punctuation and spaces as typed", () => {
    expect(names("st. p")).toEqual(["St. Paul"]);
    expect(names("grand  island")).toEqual([]);
  });

  it("offers names starting with the text before names containing it", () => {
    expect(names("lin")).toEqual(["Lincoln", "Franklin"]);
    expect(names("ra")).toEqual(["Ravenna", "Grand Island", "Prairie Creek", "Franklin"]);
  });

  it("returns at most 6 suggestions, or fewer when asked", () => {
    expect(MAX_SUGGESTIONS).toBe(6);
    expect(names("a")).toHaveLength(6);
    expect(names("a", 2)).toEqual(["Alda", "Omaha"]);
    expect(names("a", 0)).toEqual([]);
  });

  it("offers nothing for empty input or an unknown name", () => {
    expect(names("")).toEqual([]);
    expect(names("    ")).toEqual([]);
    expect(names("zzqx")).toEqual([]);
  });
});

describe("suggestCities: ZIPs", () => {
  it("puts the town of an exact 5-digit ZIP first", () => {
    expect(names("68801")).toEqual(["Grand Island"]);
    expect(names(" 68845 ")).toEqual(["Kearney"]);
    expect(names("69103")).toEqual(["North Platte"]);
  });

  it("puts the owning town first when two towns list the same ZIP", () => {
    const shared = createSearchIndex([
      { name: "Boys Town", slug: "boys-town", zipCodes: ["68010"] },
      { name: "Alpha", slug: "alpha", zipCodes: ["68009"] },
      { name: "Omaha", slug: "omaha", zipCodes: ["68010"] },
    ]);
    expect(suggestCities(shared, "68010").map((city) => city.slug)).toEqual(["boys-town", "omaha"]);
  });

  it("treats 3 digits as a ZIP prefix, ranked by lowest matching ZIP, capped at 6", () => {
    // 688xx: Grand Island 68801, Prairie Creek 68807, Alda 68810, Cairo 68824, Doniphan 68832,
    // Gibbon 68840, Kearney 68845, Ravenna 68869, St. Paul 68873, Wood River 68883.
    expect(names("688")).toEqual(["Grand Island", "Prairie Creek", "Alda", "Cairo", "Doniphan", "Gibbon"]);
    expect(names("691")).toEqual(["North Platte"]);
  });

  it("treats 4 digits as a ZIP prefix", () => {
    expect(names("6880")).toEqual(["Grand Island", "Prairie Creek"]);
    expect(names("6884")).toEqual(["Gibbon", "Kearney"]);
  });

  it("ranks a town by its lowest matching ZIP, whatever order its ZIPs are listed in", () => {
    // Kearney lists 68847 before 68845; 6884 ranks it by 68845, still after Gibbon's 68840.
    expect(names("68847")).toEqual(["Kearney"]);
    expect(names("6884")[1]).toBe("Kearney");
  });

  it("offers nothing for unknown ZIPs", () => {
    expect(names("99999")).toEqual([]);
    expect(names("123")).toEqual([]);
    expect(names("6899")).toEqual([]);
  });

  it("ignores 1-2 digits and more than 5 digits (no ZIP lookup)", () => {
    expect(names("68")).toEqual([]);
    expect(names("6")).toEqual([]);
    expect(names("688011")).toEqual([]);
  });

  it("never suggests a town twice", () => {
    const slugs = suggestCities(index, "681").map((city) => city.slug);
    expect(slugs).toEqual(["omaha"]);
  });
});

describe("ZIP predicates", () => {
  it("recognises 3-5 digit fragments and full ZIPs after trimming", () => {
    expect(isZipFragment(" 688 ")).toBe(true);
    expect(isZipFragment("68")).toBe(false);
    expect(isZipFragment("688a")).toBe(false);
    expect(isFullZip(" 68801")).toBe(true);
    expect(isFullZip("6880")).toBe(false);
    expect(isFullZip("688011")).toBe(false);
  });
});
