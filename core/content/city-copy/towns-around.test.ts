import { describe, expect, it } from "vitest";
import { getAllCities } from "../../nebraska/directory";
import { nearestHub, nearestLargerCity } from "../../nebraska/geo";
import { getCityProfile } from "../city-profiles/index";
import { gatherFacts, type CityFacts } from "./facts";
import { defaultFaq, faqHeading } from "./faq";
import { defaultHeroIntro, zipSection } from "./hero";
import { PageLedger } from "./ledger";
import { localFacts } from "./local-facts";
import { defaultFloristParagraphs } from "./network";
import { PageWriter } from "./page-writer";
import { defaultSeo, serviceAreaText } from "./service-area";
import { defaultServiceCards, servicesHeading } from "./services";
import { nearestHubCity, nearestLargerTown } from "./towns-around";
import { defaultWhyChoose } from "./why-choose";

const CITIES = getAllCities();

function located(name: string) {
  const city = CITIES.find((entry) => entry.name === name);
  if (!city) throw new Error(`${name} is not in the directory`);
  const profile = getCityProfile(name);
  return { city, profile, placed: profile?.geoCoordinates ? { ...city, coordinates: profile.geoCoordinates } : city };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

describe("the views of the towns around", () => {
  it("find the same nearest larger town and hub as nebraska/geo.ts, for every town", () => {
    for (const { name } of CITIES) {
      const { city, profile, placed } = located(name);
      const facts = gatherFacts(city, profile, CITIES);
      expect(nearestLargerTown(facts)?.slug, name).toBe(nearestLargerCity(placed, CITIES)?.city.slug);
      expect(nearestHubCity(facts)?.slug, name).toBe(nearestHub(placed, CITIES)?.city.slug);
    }
  });
});

describe("a town's facts", () => {
  it("are never changed by writing a page from them, so one gathering can serve many pages", () => {
    for (const { name } of CITIES) {
      const { city, profile } = located(name);
      const facts: CityFacts = deepFreeze(gatherFacts(city, profile, CITIES));
      const before = JSON.stringify(facts);
      const write = () => {
        // Each page writes with a ledger of its own; writing twice from the same facts says the same.
        const page = new PageWriter(facts, new PageLedger(name, CITIES.map((other) => other.name).filter((other) => other !== name)));
        return [defaultSeo(facts), defaultHeroIntro(page), zipSection(page), servicesHeading(page), defaultServiceCards(page), defaultFloristParagraphs(page), defaultWhyChoose(page), defaultFaq(page), faqHeading(page), localFacts(page), serviceAreaText(page)];
      };
      expect(write(), name).toEqual(write());
      expect(JSON.stringify(facts), name).toBe(before);
    }
  });
});
