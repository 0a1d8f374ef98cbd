import { describe, expect, it } from "vitest";
import { getAllCities } from "./directory";
import { ZIP_TO_CITY, findCitiesByZipPrefix, findCityByZip } from "./zip";

describe("ZIP_TO_CITY", () => {
  it("covers every ZIP in the table and points at the town that lists it", () => {
    const zips = new Set(getAllCities().flatMap((c) => c.zipCodes));
    expect(Object.keys(ZIP_TO_CITY).sort()).toEqual([...zips].sort());
    for (const [zip, name] of Object.entries(ZIP_TO_CITY)) {
      expect(getAllCities().find((c) => c.name === name)?.zipCodes).toContain(zip);
    }
  });

  it("gives a shared ZIP to the larger town", () => {
    expect(ZIP_TO_CITY["68127"]).toBe("Omaha");
  });
});

describe("findCityByZip", () => {
  it.each([
    ["68801", "Grand Island"],
    ["68101", "Omaha"],
    ["68501", "Lincoln"],
    ["68005", "Bellevue"],
    ["68845", "Kearney"],
    ["69361", "Scottsbluff"],
    [" 69162 ", "Sidney"],
  ])("%s → %s", (zip, name) => {
    expect(findCityByZip(zip)?.name).toBe(name);
  });

  it("returns undefined for unknown or malformed ZIPs", () => {
    expect(findCityByZip("10001")).toBeUndefined();
    expect(findCityByZip("688")).toBeUndefined();
    expect(findCityByZip("")).toBeUndefined();
    expect(findCityByZip("abcde")).toBeUndefined();
  });
});

describe("findCitiesByZipPrefix", () => {
  it("lists each matching town once, in ZIP order", () => {
    const names = findCitiesByZipPrefix("688").map((c) => c.name);
    expect(names[0]).toBe("Grand Island");
    expect(names).toContain("Kearney");
    expect(new Set(names).size).toBe(names.length);
  });

  it("narrows to one town on a full ZIP", () => {
    expect(findCitiesByZipPrefix("68801").map((c) => c.name)).toEqual(["Grand Island"]);
  });

  it("rejects non-digits, empty input and over-long input", () => {
    expect(findCitiesByZipPrefix("")).toEqual([]);
    expect(findCitiesByZipPrefix("68a")).toEqual([]);
    expect(findCitiesByZipPrefix("688011")).toEqual([]);
    expect(findCitiesByZipPrefix("100")).toEqual([]);
  });
});
