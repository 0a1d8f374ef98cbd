import { describe, expect, it } from "vitest";
import { getAllCities, getCityByName } from "../nebraska/directory";
import { deliveryZipOf } from "../nebraska/town-zip";
import { deliveredTo } from "./delivered-to";

describe("deliveredTo", () => {
  it("prices every directory town by name and each of its ZIPs", () => {
    for (const town of getAllCities()) {
      expect(deliveredTo(town.name), town.name).toEqual({ zip: deliveryZipOf(town), town: town.name });
      expect(deliveredTo(town.name.toUpperCase())?.town, town.name).toBe(town.name);
      for (const zip of town.zipCodes) expect(deliveredTo(zip)?.zip, `${town.name} ${zip}`).toBe(zip);
    }
  });

  it("prices towns served by another post office at that ZIP (Boys Town, Beaver City, Arapahoe)", () => {
    expect(deliveredTo("Boys Town")).toEqual({ zip: "68010", town: "Boys Town" });
    expect(deliveredTo("68010")).toEqual({ zip: "68010", town: "Boys Town" });
    expect(deliveredTo("beaver city")?.zip).toBe(deliveryZipOf(getCityByName("Beaver City")!));
    expect(deliveredTo("Arapahoe, NE")?.town).toBe("Arapahoe");
  });

  it("takes what the search box would land on, and nothing it would not find", () => {
    expect(deliveredTo("Kearn")?.town).toBe("Kearney");
    for (const input of ["Atlantis", "99999", "", " ", "x".repeat(61), "<script>"]) expect(deliveredTo(input), input).toBeUndefined();
  });
});
