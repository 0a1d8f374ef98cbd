import { describe, expect, it } from "vitest";
import { getAllCities, getCityByName } from "./directory";
import { deliveryZipOf, townOf } from "./town-zip";

describe("deliveryZipOf", () => {
  it("gives every one of the 189 directory towns a ZIP: its own first, else the first that serves it", () => {
    const towns = getAllCities();
    expect(towns).toHaveLength(189);
    for (const town of towns) expect(deliveryZipOf(town), town.name).toMatch(/^6(8\d|9[0-3])\d\d$/);
    expect(deliveryZipOf(getCityByName("Kearney")!)).toBe(getCityByName("Kearney")!.zipCodes[0]);
    expect(deliveryZipOf(getCityByName("Boys Town")!)).toBe("68010");
  });

  it("prices the towns without ZIPs of their own (68 of them) at a ZIP that leads back to them", () => {
    const without = getAllCities().filter((town) => town.zipCodes.length === 0);
    expect(without).toHaveLength(68);
    for (const town of without) expect(townOf(deliveryZipOf(town)!)?.slug, town.name).toBe(town.slug);
  });
});

describe("townOf", () => {
  it("finds a town by name in any case, with or without accents, by slug, and with ', NE'", () => {
    for (const input of ["Boys Town", "boys town", "BOYS TOWN", "boys-town", "  Boys Town, NE ", "Bóys Tówn", "Boys Town Nebraska"]) expect(townOf(input)?.name, input).toBe("Boys Town");
    expect(townOf("beaver city")?.name).toBe("Beaver City");
    expect(townOf("St Paul")?.slug).toBe("saint-paul");
  });

  it("finds a town by one of its ZIPs, own or serving it", () => {
    const kearney = getCityByName("Kearney")!;
    expect(townOf(kearney.zipCodes[0]!)?.name).toBe("Kearney");
    expect(townOf("68010")?.name).toBe("Boys Town");
  });

  it("finds nothing for made-up names, unknown ZIPs and empty input", () => {
    for (const input of ["", "   ", "Atlantis", "99999", "68", "constructor", "__proto__", ", NE"]) expect(townOf(input), input).toBeUndefined();
  });
});
