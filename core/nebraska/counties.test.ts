import { describe, expect, it } from "vitest";
import { countyRecord } from "./counties";
import { getAllCities } from "./directory";

describe("county records", () => {
  it("gives every directory town its county's seat", () => {
    for (const city of getAllCities()) expect(countyRecord(city)?.seat, city.name).toMatch(/\w/);
    expect(countyRecord({ county: "Hall" })?.seat).toBe("Grand Island");
    expect(countyRecord({ county: "Hall County" })?.seat).toBe("Grand Island");
    expect(countyRecord({ county: "Atlantis" })).toBeUndefined();
    expect(countyRecord({})).toBeUndefined();
  });
});
