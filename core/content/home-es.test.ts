import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { getAllCities } from "../nebraska/directory";
import { FEATURED_CITIES } from "./featured-cities";
import { FEATURED_CITY_TEXT_ES, featuredCitiesIn } from "./featured-cities-es";
import { HOME_BENEFITS, HOME_FAQ } from "./home";
import { withDeliveryDaysCopyIn } from "./delivery-days-copy";
import { HOME_BENEFITS_ES, HOME_FAQ_ES, HOME_FAQ_HEADING, TOWN_COUNT_LABEL_ES, TRUSTED_NETWORK_ES } from "./home-es";
import { TOWN_COUNT } from "./town-count";

const NAMES = [
  "Nebraska Flower Delivery",
  "Nebraska",
  ...getAllCities().map((city) => city.name),
  ...["Old Market", "Dundee", "Haymarket", "Creighton", "UNO", "UNL", "UNK", "Offutt", "Bellevue University", "Olde Towne"],
];

describe("the home copy in Spanish", () => {
  it("reads as Spanish, every string of it", () => {
    const texts = [
      ...HOME_BENEFITS_ES.flatMap((tile) => [tile.title, tile.description]),
      ...HOME_FAQ_ES.flatMap((entry) => [entry.question, entry.answer]),
      ...withDeliveryDaysCopyIn("es", HOME_FAQ_ES, true).map((entry) => entry.answer),
      HOME_FAQ_HEADING.es.title,
      HOME_FAQ_HEADING.es.subtitle,
      TRUSTED_NETWORK_ES.title,
      ...TRUSTED_NETWORK_ES.paragraphs,
      ...Object.values(FEATURED_CITY_TEXT_ES).flatMap((card) => [card.region, card.description, ...card.features]),
    ];
    for (const text of texts) expect(englishWordsIn(text, NAMES), text).toEqual([]);
    // The same check reads the English copy as English.
    expect(englishWordsIn(HOME_FAQ.map((entry) => entry.answer).join(" "), NAMES).length).toBeGreaterThan(10);
  });

  it("keeps the English tiles' icons and order, and the one count of towns", () => {
    expect(HOME_BENEFITS_ES.map((tile) => tile.icon)).toEqual(HOME_BENEFITS.map((tile) => tile.icon));
    expect(TOWN_COUNT_LABEL_ES).toBe(`${TOWN_COUNT} ciudades`);
    expect(HOME_BENEFITS_ES.map((tile) => tile.description).join(" ")).toContain(TOWN_COUNT_LABEL_ES);
  });

  it("keeps the featured towns, their populations and ZIP codes", () => {
    const spanish = featuredCitiesIn("es");
    expect(spanish.map(({ slug, name, population, zipCode }) => ({ slug, name, population, zipCode }))).toEqual(
      FEATURED_CITIES.map(({ slug, name, population, zipCode }) => ({ slug, name, population, zipCode })),
    );
    expect(featuredCitiesIn("en")).toBe(FEATURED_CITIES);
  });

  it("leaves English FAQ answers to the English clause", () => {
    expect(withDeliveryDaysCopyIn("en", HOME_FAQ, true).map((entry) => entry.answer).join(" ")).not.toMatch(/Sundays/);
    expect(withDeliveryDaysCopyIn("en", HOME_FAQ, false)).toEqual([...HOME_FAQ]);
  });
});
