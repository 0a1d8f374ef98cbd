import { find as timeZonesAt } from "geo-tz";
import { describe, expect, it } from "vitest";
import { countyAt, loadCounties } from "../../scripts/build-local-facts";
import { getAllCities } from "./directory";

// Checks the hand-authored zone and county tables against boundary data from npm:
// geo-tz (the timezone-boundary-builder polygons) and us-atlas (Census county outlines).
const CITIES = getAllCities();
const COUNTIES = loadCounties();

describe("directory geography against boundary data", () => {
  it("places every town in the time zone the zone boundary puts it in", () => {
    const wrong = CITIES.flatMap((city) => {
      if (!city.coordinates) return [`${city.name}: no position`];
      const zones = timeZonesAt(city.coordinates.lat, city.coordinates.lng);
      return zones.includes(city.timeZone) ? [] : [`${city.name}: ${city.timeZone}, boundary says ${zones.join("/")}`];
    });
    expect(CITIES.length).toBeGreaterThan(180);
    expect(wrong).toEqual([]);
  });

  it("places every town in the county whose outline contains it", () => {
    const wrong = CITIES.flatMap((city) => {
      if (!city.coordinates) return [`${city.name}: no position`];
      const county = countyAt(COUNTIES, city.coordinates.lng, city.coordinates.lat)?.properties.name;
      return county === city.county ? [] : [`${city.name}: ${city.county ?? "no county"}, outline says ${county ?? "none"}`];
    });
    expect(wrong).toEqual([]);
  });

  it("has both zones (a check that the lookup is not blind)", () => {
    expect(timeZonesAt(41.87, -103.66)).toContain("America/Denver"); // Scottsbluff
    expect(timeZonesAt(41.26, -95.94)).toContain("America/Chicago"); // Omaha
  });
});
