import { describe, expect, it } from "vitest";
import {
  CITY_NAMES,
  REGIONS,
  citiesByRegion,
  getAllCities,
  getCityByName,
  getCityBySlug,
} from "./directory";
import type { City, RegionName } from "./types";

const cities = getAllCities();

const isFlatList = (entry: (typeof REGIONS)[RegionName]): entry is readonly string[] => Array.isArray(entry);

function regionTableNames(): { region: RegionName; area?: string; name: string }[] {
  return (Object.keys(REGIONS) as RegionName[]).flatMap((region) => {
    const entry = REGIONS[region];
    if (isFlatList(entry)) return entry.map((name) => ({ region, name }));
    return Object.entries(entry).flatMap(([area, names]) => names.map((name) => ({ region, area, name })));
  });
}

describe("region table", () => {
  it("has the spec's regions and areas", () => {
    expect(Object.keys(REGIONS)).toEqual([
      "Eastern Nebraska",
      "Central Nebraska",
      "Western Nebraska",
      "Northeast Nebraska",
      "Southeast Nebraska",
    ]);
    expect(Object.keys(REGIONS["Eastern Nebraska"])).toEqual(["Omaha Metro", "Lincoln Metro", "Other Eastern"]);
    expect(Object.keys(REGIONS["Central Nebraska"])).toEqual(["Grand Island Area", "Kearney Area", "Other Central"]);
    expect(Object.keys(REGIONS["Western Nebraska"])).toEqual(["North Platte Area", "Scottsbluff Area", "Other Western"]);
    expect(Array.isArray(REGIONS["Northeast Nebraska"])).toBe(true);
    expect(Array.isArray(REGIONS["Southeast Nebraska"])).toBe(true);
  });

  it("holds about a hundred towns, each once and each in the flat list", () => {
    const placed = regionTableNames();
    expect(placed.length).toBeGreaterThanOrEqual(90);
    expect(new Set(placed.map((p) => p.name)).size).toBe(placed.length);
    for (const { name } of placed) expect(CITY_NAMES).toContain(name);
  });

  it("gives every region-table town a real population, ZIPs, region and area", () => {
    for (const { region, area, name } of regionTableNames()) {
      const city = getCityByName(name) as City;
      expect(city.population, name).toBeGreaterThan(0);
      expect(city.zipCodes.length, name).toBeGreaterThan(0);
      expect(city.region).toBe(region);
      expect(city.area).toBe(area);
    }
  });
});

describe("flat list", () => {
  it("lists about 190 towns, one record each", () => {
    expect(CITY_NAMES.length).toBeGreaterThanOrEqual(180);
    expect(CITY_NAMES.length).toBeLessThanOrEqual(200);
    expect(cities.map((c) => c.name)).toEqual([...CITY_NAMES]);
  });

  it("includes the towns other parts of the site name", () => {
    for (const name of [
      "Omaha", "Lincoln", "Bellevue", "Grand Island", "Kearney", "Campbell", "Wood River", "Saint Paul",
      "Saint Edward", "Nebraska City", "Seward", "Blair", "Papillion", "York", "Beatrice", "Scottsbluff",
      "Sidney", "Chadron", "Ogallala", "Norfolk", "Columbus", "Hastings", "Fremont", "North Platte",
    ]) {
      expect(getCityByName(name), name).toBeDefined();
    }
  });

  it("is sorted by name with unique slugs", () => {
    const names = cities.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
  });

  it("gives flat-list-only towns region 'Nebraska', no ZIPs and population 0", () => {
    const only = cities.filter((c) => c.region === "Nebraska");
    expect(only.length).toBeGreaterThan(50);
    for (const city of only) {
      expect(city.zipCodes).toEqual([]);
      expect(city.population).toBe(0);
      expect(city.area).toBeUndefined();
    }
    expect(getCityByName("Campbell")?.region).toBe("Nebraska");
  });
});

describe("city records", () => {
  it("keeps every ZIP a 5-digit Nebraska ZIP (680xx-693xx)", () => {
    for (const city of cities) {
      for (const zip of city.zipCodes) {
        expect(zip, city.name).toMatch(/^\d{5}$/);
        const prefix = Number(zip.slice(0, 3));
        expect(prefix >= 680 && prefix <= 693, `${city.name} ${zip}`).toBe(true);
      }
    }
  });

  it("places every town inside Nebraska's bounding box", () => {
    for (const city of cities) {
      const { lat, lng } = city.coordinates ?? { lat: NaN, lng: NaN };
      expect(lat, city.name).toBeGreaterThanOrEqual(39.99);
      expect(lat, city.name).toBeLessThanOrEqual(43.01);
      expect(lng, city.name).toBeGreaterThanOrEqual(-104.06);
      expect(lng, city.name).toBeLessThanOrEqual(-95.3);
    }
  });

  it("puts the Panhandle on Mountain time and the east on Central", () => {
    expect(getCityByName("Scottsbluff")?.timeZone).toBe("America/Denver");
    expect(getCityByName("Sidney")?.timeZone).toBe("America/Denver");
    expect(getCityByName("Ogallala")?.timeZone).toBe("America/Denver");
    expect(getCityByName("Merriman")?.timeZone).toBe("America/Denver");
    expect(getCityByName("Omaha")?.timeZone).toBe("America/Chicago");
    expect(getCityByName("Lincoln")?.timeZone).toBe("America/Chicago");
    expect(getCityByName("North Platte")?.timeZone).toBe("America/Chicago");
    expect(getCityByName("Valentine")?.timeZone).toBe("America/Chicago");
  });

  it("names a county for every town", () => {
    for (const city of cities) expect(city.county, city.name).toMatch(/^[A-Z][A-Za-z ]+$/);
    expect(getCityByName("Omaha")?.county).toBe("Douglas");
    expect(getCityByName("Scottsbluff")?.county).toBe("Scotts Bluff");
  });

  it("matches the featured cities' figures", () => {
    expect(getCityByName("Omaha")?.zipCodes).toContain("68101");
    expect(getCityByName("Lincoln")?.zipCodes).toContain("68501");
    expect(getCityByName("Bellevue")?.zipCodes).toContain("68005");
    expect(getCityByName("Grand Island")?.zipCodes).toContain("68801");
    expect(getCityByName("Kearney")?.zipCodes).toContain("68845");
    expect(getCityByName("Omaha")?.population).toBeGreaterThan(400_000);
  });
});

describe("lookups", () => {
  it("finds a town by slug, applying aliases", () => {
    expect(getCityBySlug("grand-island")?.name).toBe("Grand Island");
    expect(getCityBySlug("st-paul")?.name).toBe("Saint Paul");
    expect(getCityBySlug("st-edward")?.name).toBe("Saint Edward");
    expect(getCityBySlug("o-neill")?.name).toBe("O'Neill");
    expect(getCityBySlug("atlantis")).toBeUndefined();
  });

  it("finds a town by name, ignoring case and spaces", () => {
    expect(getCityByName("  north platte ")?.slug).toBe("north-platte");
    expect(getCityByName("Nowhere")).toBeUndefined();
  });

  it("hands out copies the caller cannot use to corrupt the table", () => {
    const omaha = getCityByName("Omaha") as City;
    omaha.zipCodes.push("99999");
    omaha.name = "Changed";
    expect(getCityByName("Omaha")?.zipCodes).not.toContain("99999");
    expect(getAllCities()[0]?.name).not.toBe("Changed");
  });
});

describe("citiesByRegion", () => {
  it("groups every town once, regions in table order and flat-list-only towns last", () => {
    const groups = citiesByRegion();
    expect(groups.map((g) => g.region)).toEqual([...Object.keys(REGIONS), "Nebraska"]);
    const listed = groups.flatMap((g) => ("areas" in g ? g.areas.flatMap((a) => a.cities) : g.cities));
    expect(listed.map((c) => c.name).sort()).toEqual([...CITY_NAMES].sort());
    const eastern = groups[0];
    expect(eastern && "areas" in eastern ? eastern.areas[0]?.cities[0]?.name : undefined).toBe("Omaha");
  });
});
