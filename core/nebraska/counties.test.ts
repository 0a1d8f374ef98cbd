import { describe, expect, it } from "vitest";
import { countyRecord, postOfficeZips } from "./counties";
import { getAllCities, getCityByName } from "./directory";

describe("county records", () => {
  it("gives every directory town its county's seat", () => {
    for (const city of getAllCities()) expect(countyRecord(city)?.seat, city.name).toMatch(/\w/);
    expect(countyRecord({ county: "Hall" })?.seat).toBe("Grand Island");
    expect(countyRecord({ county: "Hall County" })?.seat).toBe("Grand Island");
    expect(countyRecord({ county: "Atlantis" })).toBeUndefined();
    expect(countyRecord({})).toBeUndefined();
  });

  it("names the post-office ZIP only for towns listed without ZIPs", () => {
    const boysTown = getCityByName("Boys Town");
    if (!boysTown) throw new Error("Boys Town is in the directory");
    expect(boysTown.zipCodes).toEqual([]);
    expect(postOfficeZips(boysTown)).toEqual(["68010"]);
    expect(postOfficeZips({ name: "Omaha", zipCodes: ["68102"] })).toEqual([]);
  });
});
