import { describe, expect, it } from "vitest";
import { CITY_NAMES } from "./directory";
import { hashName, relatedCities } from "./related";

const CANDIDATES = [
  "Omaha", "Lincoln", "Bellevue", "Grand Island", "Kearney", "Fremont", "Hastings", "Norfolk",
  "North Platte", "Columbus", "Papillion", "Scottsbluff", "Beatrice", "Campbell", "Wood River",
];

describe("hashName", () => {
  it("is the 32-bit Java-style string hash", () => {
    expect(hashName("")).toBe(0);
    expect(hashName("a")).toBe(97);
    expect(hashName("Omaha")).toBe(76301916);
  });
});

describe("relatedCities", () => {
  it("pins the picks for Omaha, Lincoln and a small town (seed: name hash + 77)", () => {
    expect(relatedCities("Omaha", CANDIDATES)).toEqual(PINNED.Omaha);
    expect(relatedCities("Lincoln", CANDIDATES)).toEqual(PINNED.Lincoln);
    expect(relatedCities("Campbell", CANDIDATES)).toEqual(PINNED.Campbell);
  });

  it("never includes the city itself, whatever its case", () => {
    for (const name of CITY_NAMES) {
      const picks = relatedCities(name, CITY_NAMES);
      expect(picks).toHaveLength(3);
      expect(picks.map((p) => p.toLowerCase())).not.toContain(name.toLowerCase());
      expect(new Set(picks).size).toBe(3);
    }
    expect(relatedCities("omaha", CANDIDATES)).not.toContain("Omaha");
  });

  it("is stable and ignores the candidates' order and duplicates", () => {
    const shuffled = [...CANDIDATES].reverse();
    expect(relatedCities("Kearney", shuffled)).toEqual(relatedCities("Kearney", CANDIDATES));
    expect(relatedCities("Kearney", [...CANDIDATES, ...CANDIDATES])).toEqual(relatedCities("Kearney", CANDIDATES));
  });

  it("gives different cities different picks", () => {
    expect(relatedCities("Omaha", CANDIDATES)).not.toEqual(relatedCities("Lincoln", CANDIDATES));
  });

  it("respects count and short candidate lists", () => {
    expect(relatedCities("Omaha", CANDIDATES, 5)).toHaveLength(5);
    expect(relatedCities("Omaha", CANDIDATES, 0)).toEqual([]);
    expect(relatedCities("Omaha", ["Omaha", "Lincoln"])).toEqual(["Lincoln"]);
    expect(relatedCities("Omaha", [])).toEqual([]);
  });
});

const PINNED = {
  Omaha: ["Scottsbluff", "Papillion", "Bellevue"],
  Lincoln: ["North Platte", "Omaha", "Papillion"],
  Campbell: ["Lincoln", "Scottsbluff", "Grand Island"],
};
