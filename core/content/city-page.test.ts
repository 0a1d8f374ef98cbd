import { describe, expect, it } from "vitest";
import { distanceKm } from "../nebraska/geo";
import { getAllCities } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { buildCityPageContent, cityPageText, type CityPageContent } from "./city-page";
import { CITY_PROFILES, FULLY_WRITTEN_CITIES, getCityProfile } from "./city-profiles";
import { median, shingles, uniqueShares, worstPair } from "./page-uniqueness";
import { MAX_REPEATS, repeatedPhrases, townMentions } from "./page-repetition";

const CITIES = getAllCities();

function pageFor(city: City): CityPageContent {
  return buildCityPageContent(city, getCityProfile(city.name), { cities: CITIES });
}

function cityNamed(name: string): City {
  const city = CITIES.find((entry) => entry.name === name);
  if (!city) throw new Error(`${name} is not in the directory`);
  return city;
}

describe("doorway check", () => {
  it("no two city pages share more than half their 5-word shingles", () => {
    const pages = CITIES.map((city) => ({ name: city.name, set: shingles(cityPageText(pageFor(city)), city.name) }));
    const worst = worstPair(pages);
    console.log(`most similar city pages: ${worst.a} / ${worst.b}, Jaccard ${worst.score.toFixed(3)} over ${pages.length} pages`);
    expect(pages.length).toBeGreaterThan(100);
    expect(worst.score).toBeLessThanOrEqual(0.5);
  });
});

describe("buildCityPageContent", () => {
  it("uses the written FAQ sizes", () => {
    expect(pageFor(cityNamed("Omaha")).faq.entries).toHaveLength(6);
    expect(pageFor(cityNamed("Lincoln")).faq.entries).toHaveLength(5);
    expect(pageFor(cityNamed("Norfolk")).faq.entries).toHaveLength(4);
    for (const name of FULLY_WRITTEN_CITIES.filter((entry) => !["Omaha", "Lincoln", "Norfolk"].includes(entry))) {
      expect(pageFor(cityNamed(name)).faq.entries, name).toHaveLength(6);
    }
  });

  it("says 2 PM local time on Omaha's page and shows its highlights", () => {
    const omaha = pageFor(cityNamed("Omaha"));
    expect(cityPageText(omaha)).toContain("2 PM local time");
    expect(omaha.highlights?.length).toBeGreaterThan(0);
  });

  it("never leaves a {cityName} token in any city's output", () => {
    for (const city of CITIES) {
      expect(JSON.stringify(pageFor(city)), city.name).not.toContain("{cityName}");
    }
  });

  it("gives a town without a profile the spec's default title and a fitting description", () => {
    const town = CITIES.find((city) => !Object.hasOwn(CITY_PROFILES, city.name));
    if (!town) throw new Error("every town has a profile");
    const page = pageFor(town);
    expect(page.seo.title).toBe(`${town.name} Flower Delivery | Same Day Local Florists in ${town.name}, NE | Fresh Bouquets`);
    expect(page.seo.description.length).toBeGreaterThanOrEqual(50);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
  });

  it("builds the default sections: four service cards, three paragraphs, two paragraphs, three questions", () => {
    const town = CITIES.find((city) => !Object.hasOwn(CITY_PROFILES, city.name));
    if (!town) throw new Error("every town has a profile");
    const page = pageFor(town);
    expect(page.serviceCards.map((card) => [card.title, card.fragment])).toEqual([
      ["Same Day Delivery", ""],
      ["Birthday Flowers", "birthday"],
      ["Sympathy & Funeral", "sympathy"],
      ["Wedding Flowers", "wedding"],
    ]);
    expect(page.floristNetwork.title).toBe(`The ${town.name} Florist Network`);
    expect(page.floristNetwork.paragraphs).toHaveLength(3);
    expect(page.whyChoose.paragraphs).toHaveLength(2);
    expect(page.faq.entries).toHaveLength(3);
    expect(page.serviceArea.related.length).toBeLessThanOrEqual(3);
    expect(page.serviceArea.related.map((link) => link.name)).not.toContain(town.name);
  });

  it("keeps positional icons and fragments when a profile overrides the cards", () => {
    const cards = pageFor(cityNamed("Kearney")).serviceCards;
    expect(cards.map((card) => card.fragment)).toEqual(["", "birthday", "sympathy", "wedding"]);
    expect(cards.every((card) => card.icon.length > 0)).toBe(true);
  });

  it("weaves each town's own data into its default copy", () => {
    for (const city of CITIES.filter((entry) => !Object.hasOwn(CITY_PROFILES, entry.name))) {
      const text = cityPageText(pageFor(city));
      expect(text, city.name).toContain(city.timeZone === "America/Denver" ? "Mountain" : "Central");
      expect(text, city.name).toMatch(/\d+ miles (north|south|east|west)/);
      if (city.county) expect(text, city.name).toContain(city.county);
      if (city.population > 0) expect(text, city.name).toContain(city.population.toLocaleString("en-US"));
      for (const zip of city.zipCodes) expect(text, city.name).toContain(zip);
    }
  });

  it("appends a small town's extra FAQ entries to the defaults", () => {
    const valentine = pageFor(cityNamed("Valentine"));
    expect(valentine.faq.entries).toHaveLength(4);
    expect(valentine.faq.entries[3]?.question).toContain("Valentine");
  });

  it("falls back to the state centre when a town has no coordinates", () => {
    const stub: City = { name: "Nowhere", slug: "nowhere", region: "Nebraska", population: 0, zipCodes: [], timeZone: "America/Chicago" };
    const page = buildCityPageContent(stub, undefined, { cities: CITIES });
    expect(page.geoCoordinates).toEqual({ lat: 41.5, lng: -99.9 });
    expect(page.heroIntro).toContain("Nowhere");
  });
});

describe("city profiles", () => {
  it("keeps every SEO description between 50 and 160 characters", () => {
    for (const [name, profile] of Object.entries(CITY_PROFILES)) {
      const description = profile.seoOverrides?.description?.replace(/\{cityName\}/g, name);
      if (description === undefined) continue;
      expect(description.length, name).toBeGreaterThanOrEqual(50);
      expect(description.length, name).toBeLessThanOrEqual(160);
    }
  });

  it("uses the small-town title pattern and marks Seward and Nebraska City", () => {
    expect(CITY_PROFILES["Nebraska City"]?.uniqueAngle).toMatch(/Apple Capital/);
    expect(CITY_PROFILES["Nebraska City"]?.uniqueAngle).toMatch(/Tree City/);
    expect(CITY_PROFILES["Nebraska City"]?.uniqueAngle).toMatch(/Arbor Day/);
    expect(CITY_PROFILES.Seward?.uniqueAngle).toMatch(/Fourth of July Capital/);
    expect(CITY_PROFILES.Campbell?.seoOverrides?.title).toMatch(/^Campbell Flower Delivery \| .+ Florists \| Same Day .+ Flowers$/);
  });

  it("writes the fully written cities in full", () => {
    for (const name of FULLY_WRITTEN_CITIES) {
      const profile = CITY_PROFILES[name];
      expect(profile?.whyChooseOverride, name).toHaveLength(2);
      expect(profile?.floristNetworkOverride, name).toHaveLength(3);
      expect(profile?.categoriesOverride, name).toHaveLength(4);
      expect(profile?.categoriesOverride?.every((card) => card.icon === "" && card.fragment === ""), name).toBe(true);
    }
  });

  it("keys profiles by names the directory knows", () => {
    const names = new Set(CITIES.map((city) => city.name));
    expect(Object.keys(CITY_PROFILES).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe("honest geography", () => {
  const KM_PER_MILE = 1.609344;
  // Measured from where the page places the town (a profile may refine the directory's position).
  // A town's page states where it is; measure from there, built once per town.
  const origins = new Map(CITIES.map((city) => [city.slug, pageFor(city).geoCoordinates]));
  const miles = (a: City, b: City) => (b.coordinates ? distanceKm(origins.get(a.slug)!, b.coordinates) / KM_PER_MILE : Infinity);

  it("links the nearest towns, each within the distance it states, and all within 80 miles", () => {
    for (const city of CITIES) {
      const related = pageFor(city).serviceArea.related;
      expect(related, city.name).toHaveLength(3);
      const farthest = Math.max(...related.map((link) => miles(city, cityNamed(link.name))));
      for (const link of related) {
        const real = miles(city, cityNamed(link.name));
        expect(Math.abs(real - link.miles), `${city.name} → ${link.name}`).toBeLessThanOrEqual(1);
        expect(real, `${city.name} → ${link.name}`).toBeLessThanOrEqual(80);
      }
      const closer = CITIES.filter((other) => other.slug !== city.slug && !related.some((link) => link.slug === other.slug) && miles(city, other) < farthest - 0.05);
      expect(closer.map((other) => other.name), city.name).toEqual([]);
    }
  });

  it("links every town its copy names to that town's page", () => {
    const page = pageFor(cityNamed("Hooper"));
    const names = page.townLinks.map((link) => link.name);
    expect(names).toEqual(expect.arrayContaining(["Fremont", "Scribner", "Oakland"]));
    expect(names).not.toContain("Hooper");
  });

  it("never calls a town over 40 miles away the one whose florists cover this town", () => {
    const text = cityPageText(pageFor(cityNamed("Scottsbluff")));
    expect(text).not.toMatch(/covered by florists[^.]*North Platte/);
  });

  it("raises the template towns' median unique share of 5-word phrases to at least 25 %", () => {
    const pages = CITIES.map((city) => ({ name: city.name, set: shingles(cityPageText(pageFor(city)), city.name) }));
    const shares = uniqueShares(pages);
    const template = CITIES.filter((city) => !Object.hasOwn(CITY_PROFILES, city.name)).map((city) => shares.get(city.name) ?? 0);
    expect(template.length).toBeGreaterThan(80);
    expect(median(template)).toBeGreaterThanOrEqual(0.25);
  });

  it("promises a 2-4 hour window only in cities of 10,000 or more", () => {
    for (const city of CITIES.filter((entry) => entry.population < 10_000 && !Object.hasOwn(CITY_PROFILES, entry.name))) {
      expect(cityPageText(pageFor(city)), city.name).not.toContain("2-4 hours");
    }
  });
});

describe("reading like one text", () => {
  it("names no neighbour and says no 6-word phrase more than twice on any town page, and no ZIP both ways", () => {
    const faults: string[] = [];
    for (const city of CITIES) {
      const page = pageFor(city);
      const text = cityPageText({ ...page, serviceArea: { ...page.serviceArea, related: [], more: [] } });
      for (const { phrase, count } of repeatedPhrases(text, city.name)) faults.push(`${city.name}: "${phrase}" ×${count}`);
      for (const other of CITIES) {
        if (other.name !== city.name && townMentions(text, other.name) > MAX_REPEATS) faults.push(`${city.name}: ${other.name} ×${townMentions(text, other.name)}`);
      }
      if (/no ZIP code of its own/.test(text)) faults.push(`${city.name}: says it has no ZIP`);
    }
    expect(faults).toEqual([]);
  });

  it("words a post-office ZIP as one in the hero, and lists the 15 nearest towns with pages", () => {
    const hooper = pageFor(cityNamed("Hooper"));
    expect(hooper.heroIntro).toContain("Hooper (post-office ZIP 68031)");
    expect(hooper.serviceArea.related.length + hooper.serviceArea.more.length).toBe(15);
  });

  it("says there are no deliveries on Sundays or some holidays in a FAQ answer that promises same-day delivery", () => {
    for (const name of ["Hooper", "Omaha", "Scottsbluff"]) {
      const answers = pageFor(cityNamed(name)).faq.entries.map((entry) => entry.answer).join(" ");
      expect(answers, name).toContain("no deliveries on Sundays or on some holidays");
    }
  });
});
