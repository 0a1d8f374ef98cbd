import { describe, expect, it } from "vitest";
import { getAllCities } from "../nebraska/directory";
import { cityRow } from "./city-rows";

const town = (name: string) => {
  const city = getAllCities().find((entry) => entry.name === name);
  if (!city) throw new Error(`${name} is not in the directory`);
  return city;
};

describe("cityRow", () => {
  it("words the ZIP as the town page does: own, several, or the post office's", () => {
    expect(cityRow(town("Oakland")).zip).toBe("ZIP 68045");
    expect(cityRow(town("Omaha")).zip).toMatch(/^\d+ ZIPs$/);
    expect(cityRow(town("Hooper")).zip).toBe("post-office ZIP 68031");
  });

  it("gives the county and a population only where there is a figure", () => {
    expect(cityRow(town("Omaha"))).toMatchObject({ county: "Douglas County", population: expect.stringMatching(/^\d{1,3}(,\d{3})+$/) });
    const rows = getAllCities().map(cityRow);
    expect(rows.filter((row) => row.population === "0")).toEqual([]);
    expect(rows.filter((row) => row.population === undefined).length).toBeGreaterThan(0);
  });
});
