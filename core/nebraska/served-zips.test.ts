import { describe, expect, it } from "vitest";
import { getAllCities, getCityByName } from "./directory";
import { servedZipsOf } from "./served-zips";

describe("servedZipsOf", () => {
  it("gives every town without a ZIP of its own at least one Nebraska ZIP", () => {
    const without = getAllCities().filter((city) => city.zipCodes.length === 0);
    expect(without.length).toBe(68);
    for (const city of without) {
      const zips = servedZipsOf(city);
      expect(zips.length, city.name).toBeGreaterThan(0);
      for (const zip of zips) expect(zip, city.name).toMatch(/^6(8\d|9[0-3])\d\d$/);
    }
  });

  it("knows Boys Town by 68010 and adds nothing to towns with ZIPs", () => {
    expect(servedZipsOf(getCityByName("Boys Town")!)).toEqual(["68010"]);
    expect(servedZipsOf(getCityByName("Omaha")!)).toEqual([]);
  });

  it("never hands a served ZIP that a listed town owns", () => {
    const owned = new Set(getAllCities().flatMap((city) => city.zipCodes));
    for (const city of getAllCities()) for (const zip of servedZipsOf(city)) expect(owned.has(zip), `${city.name} ${zip}`).toBe(false);
  });

  it("follows the ZIP rule: a ZIP it gives another town is not this one's", () => {
    const boysTown = getCityByName("Boys Town")!;
    expect(servedZipsOf({ ...boysTown, slug: "elsewhere" })).toEqual([]);
  });
});
