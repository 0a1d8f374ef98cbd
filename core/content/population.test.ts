import { describe, expect, it } from "vitest";
import { getAllCities } from "../nebraska/directory";
import { buildCityPageContent, cityPageText } from "./city-page";
import { getCityProfile } from "./city-profiles";
import { FEATURED_CITIES } from "./featured-cities";

const CITIES = getAllCities();

/** Every figure the text gives as a head count ('about 51,440 people', 'population about 3,000', '1,234 residents'). */
function populationFigures(text: string): number[] {
  const patterns = [/(\d{1,3}(?:,\d{3})+|\d+)(?: or so)? (?:people|residents)\b/g, /population(?: of)?(?: about)? (\d{1,3}(?:,\d{3})+|\d+)/gi];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Number((match[1] ?? "").replace(/,/g, ""))));
}

describe("one population per town, from the directory (GeoNames)", () => {
  it("the home page's featured cards show the directory figure", () => {
    for (const card of FEATURED_CITIES) {
      expect(card.population, card.name).toBe(CITIES.find((city) => city.name === card.name)?.population);
    }
  });

  it("every head count on a town page (intro, sections, FAQ) is the directory figure", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const city of CITIES) {
      const content = buildCityPageContent(city, getCityProfile(city.name), { cities: CITIES });
      const text = [cityPageText(content), ...content.faq.entries.map((entry) => entry.answer)].join("\n");
      // '10,000 or more people' is the hub threshold, not a town's count.
      for (const figure of populationFigures(text.replace(/10,000 or more people/g, ""))) {
        checked++;
        if (figure !== city.population) wrong.push(`${city.name}: ${figure} (directory ${city.population})`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it("never shows a head count for a town without a figure", () => {
    for (const city of CITIES.filter((entry) => entry.population === 0)) {
      const text = cityPageText(buildCityPageContent(city, getCityProfile(city.name), { cities: CITIES })).replace(/10,000 or more people/g, "");
      expect(populationFigures(text), city.name).toEqual([]);
    }
  });
});
