import { describe, expect, it } from "vitest";
import { getCityByName } from "./directory";
import { DEFAULT_COORDINATES, HUB_MIN_POPULATION, compassDirection, coordinatesFor, quarterOf, distanceKm, nearbyTowns, nearestHub, nearestLargerCity } from "./geo";
import type { City } from "./types";

const city = (name: string): City => getCityByName(name) as City;

describe("distanceKm", () => {
  it("is zero for the same point and symmetric", () => {
    const p = { lat: 41, lng: -98 };
    expect(distanceKm(p, p)).toBe(0);
    const a = { lat: 41.2563, lng: -95.9404 };
    const b = { lat: 40.8, lng: -96.667 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });

  it("measures Omaha to Lincoln at about 80 km", () => {
    const km = distanceKm(city("Omaha").coordinates!, city("Lincoln").coordinates!);
    expect(km).toBeGreaterThan(75);
    expect(km).toBeLessThan(85);
  });

  it("measures one degree of latitude at about 111 km", () => {
    expect(distanceKm({ lat: 40, lng: -100 }, { lat: 41, lng: -100 })).toBeCloseTo(111.2, 0);
  });
});

describe("compassDirection", () => {
  const o = { lat: 41, lng: -98 };
  it.each([
    [{ lat: 42, lng: -98 }, "north"],
    [{ lat: 42, lng: -96.7 }, "northeast"],
    [{ lat: 41, lng: -97 }, "east"],
    [{ lat: 40, lng: -96.7 }, "southeast"],
    [{ lat: 40, lng: -98 }, "south"],
    [{ lat: 40, lng: -99.3 }, "southwest"],
    [{ lat: 41, lng: -99 }, "west"],
    [{ lat: 42, lng: -99.3 }, "northwest"],
  ])("to %j is %s", (to, direction) => {
    expect(compassDirection(o, to)).toBe(direction);
  });
});

describe("quarterOf", () => {
  const o = { lat: 41, lng: -98 };
  it.each([
    [{ lat: 42, lng: -98 }, "north"],
    [{ lat: 42, lng: -97.5 }, "north"],
    [{ lat: 41.3, lng: -97 }, "east"],
    [{ lat: 40, lng: -97.5 }, "south"],
    [{ lat: 41, lng: -99 }, "west"],
    [{ lat: 42, lng: -99.5 }, "west"],
  ])("to %j is %s", (to, quarter) => {
    expect(quarterOf(o, to)).toBe(quarter);
  });
});

describe("nearestLargerCity", () => {
  it("finds Omaha, northeast of Lincoln, about 49 miles", () => {
    const found = nearestLargerCity(city("Lincoln"));
    expect(found?.city.name).toBe("Omaha");
    expect(found?.direction).toBe("northeast");
    expect(found?.miles).toBeGreaterThan(45);
    expect(found?.miles).toBeLessThan(53);
    expect(found?.km).toBeCloseTo((found?.miles ?? 0) * 1.609344, 0);
  });

  it("has nothing larger than Omaha", () => {
    expect(nearestLargerCity(city("Omaha"))).toBeUndefined();
  });

  it("only ever returns a larger town", () => {
    for (const name of ["Bellevue", "Gering", "Campbell", "Wood River", "Sidney"]) {
      const found = nearestLargerCity(city(name));
      expect(found?.city.population ?? 0, name).toBeGreaterThan(city(name).population);
    }
  });

  it("uses the cities it is given", () => {
    const small = { ...city("Seward"), population: 1 };
    expect(nearestLargerCity(small, [city("Omaha"), city("Scottsbluff")])?.city.name).toBe("Omaha");
    expect(nearestLargerCity({ ...small, coordinates: undefined } as City)).toBeUndefined();
  });
});

describe("nearbyTowns", () => {
  it("returns the n closest other towns, nearest first", () => {
    const towns = nearbyTowns(city("Kearney"), 4);
    expect(towns).toHaveLength(4);
    expect(towns.map((t) => t.city.name)).not.toContain("Kearney");
    const kms = towns.map((t) => t.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(towns[0]?.km).toBeLessThan(30);
  });

  it("handles n = 0", () => {
    expect(nearbyTowns(city("Kearney"), 0)).toEqual([]);
  });
});

describe("coordinatesFor", () => {
  it("gives the table's coordinates, else the state centre", () => {
    const omaha = city("Omaha");
    expect(coordinatesFor(omaha)).toEqual(omaha.coordinates);
    expect(coordinatesFor({ coordinates: undefined })).toEqual({ lat: 41.5, lng: -99.9 });
    expect(coordinatesFor(undefined)).toEqual(DEFAULT_COORDINATES);
  });
});

describe("larger towns and hubs", () => {
  it("gives a town without a population figure a real larger neighbour (Hooper: Fremont, not Oakland)", () => {
    expect(city("Hooper").population).toBe(0);
    expect(nearestLargerCity(city("Hooper"))?.city.name).toBe("Fremont");
  });

  it("finds the nearest city of 10,000+ people, never the town itself", () => {
    expect(nearestHub(city("Ord"))?.city.name).toBe("Grand Island");
    expect(nearestHub(city("Kearney"))?.city.name).not.toBe("Kearney");
    for (const name of ["Cody", "Arthur", "Scottsbluff"]) {
      expect(nearestHub(city(name))?.city.population ?? 0, name).toBeGreaterThanOrEqual(HUB_MIN_POPULATION);
    }
  });
});
