import { describe, expect, it } from "vitest";
import { getAllCities } from "../../nebraska/directory";
import { nearbyTowns } from "../../nebraska/geo";
import { getCityProfile } from "../city-profiles";
import { gatherFacts } from "./facts";
import { densityLine } from "./local-facts";
import { townMiles } from "./towns-around";

describe("densityLine", () => {
  it("counts every town, not only the fifteen nearest listed", () => {
    const line = densityLine({ name: "Bigtown", townMiles: [...Array.from({ length: 16 }, () => 10), ...Array.from({ length: 18 }, () => 40), 80] });
    expect(line).toBe("Bigtown has 16 other towns with a page here within 25 miles, and 34 within 50 miles.");
    expect(line).not.toMatch(/at least|no more/);
  });

  it("reads naturally in every case, with figures only from the distances", () => {
    expect(densityLine({ name: "A", townMiles: [3, 60] })).toBe("A has one other town with a page here within 25 miles; the next is 60 miles away.");
    expect(densityLine({ name: "A", townMiles: [30, 45, 70] })).toBe(
      "Within 25 miles of A there is no other town with a page here; within 50 miles there are 2, the nearest 30 miles away.",
    );
    expect(densityLine({ name: "A", townMiles: [30] })).toBe("Within 25 miles of A there is no other town with a page here; within 50 miles there is one, the nearest 30 miles away.");
    expect(densityLine({ name: "A", townMiles: [55, 90] })).toBe("No other town with a page here lies within 50 miles of A; the nearest is 55 miles away.");
    expect(densityLine({ name: "A", townMiles: [] })).toBeUndefined();
  });

  it("agrees with the directory for Omaha and Hooper", () => {
    const cities = getAllCities();
    for (const name of ["Omaha", "Hooper"]) {
      const city = cities.find((entry) => entry.name === name);
      if (!city) throw new Error(`${name} is not in the directory`);
      // Distances are measured from where the page says the town is (a profile may place it).
      const profile = getCityProfile(name);
      const located = profile?.geoCoordinates ? { ...city, coordinates: profile.geoCoordinates } : city;
      const miles = nearbyTowns(located, cities.length, cities).map((entry) => Math.max(1, Math.round(entry.miles)));
      const [near, far] = [25, 50].map((limit) => miles.filter((distance) => distance <= limit).length);
      expect(densityLine({ name, townMiles: townMiles(gatherFacts(city, profile, cities)) })).toBe(`${name} has ${near} other towns with a page here within 25 miles, and ${far} within 50 miles.`);
    }
  });
});
