import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { getAllCities } from "../../nebraska/directory";
import { servedZipsOf } from "../../nebraska/served-zips";
import type { City } from "../../nebraska/types";
import { buildCityPageContent, cityPageText, type CityPageContent } from "../city-page";
import { SERVICE_CARD_FRAME } from "../city-copy/services";
import { getCityProfile } from "../city-profiles/index";
import { MAX_REPEATS, repeatedPhrases, townMentions } from "../page-repetition";
import { median, shingles, uniqueShares, worstPair } from "../page-uniqueness";
import { buildSpanishCityPageContent, spanishCityPageText } from "./index";
import { countiesMarked } from "./ledger";
import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MIN, SEO_TITLE_MAX } from "./service-area";
import { CUTOFF, NO_DELIVERY_DAYS_ES, POST_OFFICE, POST_OFFICE_MANY, countyName } from "./words";

const CITIES = getAllCities();
const spanish = new Map(CITIES.map((city) => [city.slug, buildSpanishCityPageContent(city, getCityProfile(city.name), { cities: CITIES })]));
const english = new Map(CITIES.map((city) => [city.slug, buildCityPageContent(city, getCityProfile(city.name), { cities: CITIES })]));

function page(map: ReadonlyMap<string, CityPageContent>, city: City): CityPageContent {
  const content = map.get(city.slug);
  if (!content) throw new Error(`no page for ${city.slug}`);
  return content;
}

function cityNamed(name: string): City {
  const city = CITIES.find((entry) => entry.name === name);
  if (!city) throw new Error(`${name} is not in the directory`);
  return city;
}

/** Names a Spanish page may carry: every town, every county (bare and with "County"), the brand. */
const COUNTIES = [...new Set(CITIES.flatMap((city) => (city.county ? [city.county.replace(/\s+County$/i, "")] : [])))];
const ALLOWED = [...CITIES.map((city) => city.name), ...COUNTIES, ...COUNTIES.map((county) => `${county} County`), "Nebraska Flower Delivery"];

/** What a visitor reads as running text: the page without the nearby-town lists (as tests/audit/town-pages-reading.test.ts reads it). */
function readingText(content: CityPageContent): string {
  return spanishCityPageText({ ...content, serviceArea: { ...content.serviceArea, related: [], more: [] } });
}

/** The head and the page's text: everything a Spanish reader of the page sees. */
function everything(content: CityPageContent): string {
  return [content.seo.title, content.seo.description, spanishCityPageText(content)].join("\n");
}

describe("Spanish town pages: every directory town", () => {
  it("builds, with a profile, without one, and without ZIPs or a head count", () => {
    expect(CITIES).toHaveLength(189);
    expect(spanish.size).toBe(CITIES.length);
    for (const city of CITIES) {
      expect(() => buildSpanishCityPageContent(city, undefined, { cities: CITIES }), city.name).not.toThrow();
      expect(() => buildSpanishCityPageContent({ ...city, zipCodes: [], population: 0 }, undefined, { cities: CITIES }), city.name).not.toThrow();
    }
    const stray: City = { name: "Nowhere", slug: "nowhere", region: "Nebraska", population: 0, zipCodes: [], timeZone: "America/Chicago" };
    expect(buildSpanishCityPageContent(stray, undefined, { cities: CITIES }).heroIntro).toContain("Nowhere");
  });

  it("has no English outside names, in the head or the page", () => {
    const found: string[] = [];
    for (const city of CITIES) {
      const words = englishWordsIn(everything(page(spanish, city)), ALLOWED);
      if (words.length > 0) found.push(`${city.name}: ${words.join(", ")}`);
      const bare = englishWordsIn(everything(buildSpanishCityPageContent({ ...city, zipCodes: [], population: 0 }, undefined, { cities: CITIES })), ALLOWED);
      if (bare.length > 0) found.push(`${city.name} (bare): ${bare.join(", ")}`);
    }
    expect(found).toEqual([]);
  });

  it("would notice English: the English pages fail the same check", () => {
    for (const city of [cityNamed("Lexington"), cityNamed("Hooper")]) {
      expect(englishWordsIn(cityPageText(page(english, city)), ALLOWED).length, city.name).toBeGreaterThan(20);
    }
  });

  it("says no 6-word phrase more than twice, and names no neighbour more than twice outside the lists", () => {
    const found: string[] = [];
    for (const city of CITIES) {
      const text = readingText(page(spanish, city));
      for (const { phrase, count } of repeatedPhrases(text, city.name)) found.push(`${city.name}: "${phrase}" ×${count}`);
      // "condado de Lincoln" names a county, not the town of Lincoln.
      const towns = countiesMarked(text, COUNTIES);
      for (const other of CITIES) {
        if (other.name === city.name || city.name.includes(other.name)) continue;
        const count = townMentions(towns, other.name);
        if (count > MAX_REPEATS) found.push(`${city.name}: ${other.name} named ×${count}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("would notice repetition: a page said twice over repeats", () => {
    const lexington = cityNamed("Lexington");
    const text = readingText(page(spanish, lexington));
    expect(repeatedPhrases(`${text}\n${text}\n${text}`, lexington.name).length).toBeGreaterThan(0);
  });

  it("lists the same towns around, in the same order and miles, and the same ZIP codes as the English page", () => {
    for (const city of CITIES) {
      const es = page(spanish, city);
      const en = page(english, city);
      const around = (content: CityPageContent) => [...content.serviceArea.related, ...content.serviceArea.more].map((link) => `${link.slug} ${link.miles}`);
      expect(around(es), city.name).toEqual(around(en));
      expect(es.serviceArea.related.map((link) => link.slug), city.name).toEqual(en.serviceArea.related.map((link) => link.slug));
      expect(es.zipCodes, city.name).toEqual(en.zipCodes);
      // The English page's linked towns first; then any other town around that the Spanish text names.
      expect(es.townLinks.slice(0, en.townLinks.length), city.name).toEqual(en.townLinks);
      expect(es.geoCoordinates, city.name).toEqual(en.geoCoordinates);
    }
  });

  it("are not near-duplicates: no two pages share half their 5-word shingles, and the median page has a quarter of its own", () => {
    const pages = CITIES.map((city) => ({ name: city.name, set: shingles(spanishCityPageText(page(spanish, city)), city.name) }));
    const worst = worstPair(pages);
    const shares = uniqueShares(pages);
    const middle = median([...shares.values()]);
    console.log(`Spanish town pages: most similar ${worst.a} / ${worst.b}, Jaccard ${worst.score.toFixed(3)}; median unique share ${(middle * 100).toFixed(1)} %`);
    expect(worst.score).toBeLessThanOrEqual(0.5);
    expect(middle).toBeGreaterThanOrEqual(0.25);
  });
});

describe("Spanish town pages: what they say", () => {
  it("weave each town's own data in: county, head count once, ZIPs, zone, cut-off, distances", () => {
    for (const city of CITIES) {
      const content = page(spanish, city);
      const text = spanishCityPageText(content);
      const county = countyName(city.county);
      if (county) expect(text, city.name).toContain(county);
      if (city.population > 0) {
        const figure = city.population.toLocaleString("en-US");
        expect(text.match(new RegExp(`(?<![\\d,])${figure}(?![\\d,]| millas)`, "g"))?.length, city.name).toBe(1);
        expect(cityPageText(page(english, city)), city.name).toContain(figure);
      }
      for (const zip of city.zipCodes) expect(text, city.name).toContain(zip);
      expect(text, city.name).toContain(city.timeZone === "America/Denver" ? "hora de la Montaña" : "hora del Centro");
      const cutoffs = text.split(CUTOFF).length - 1;
      expect(cutoffs, city.name).toBeGreaterThanOrEqual(1);
      expect(cutoffs, city.name).toBeLessThanOrEqual(2);
      expect(text, city.name).toMatch(/a \d+ millas? al (norte|noreste|este|sureste|sur|suroeste|oeste|noroeste)\b/);
    }
  });

  it("names a post office's ZIP as the post office's, every time", () => {
    for (const city of CITIES.filter((entry) => entry.zipCodes.length === 0)) {
      const text = readingText(page(spanish, city));
      for (const zip of servedZipsOf(city)) {
        const all = text.match(new RegExp(`\\b${zip}\\b`, "g"))?.length ?? 0;
        const worded = text.match(new RegExp(`${zip}(?:(?:, | y )\\d{5})*(?:, | \\()(?:${POST_OFFICE}|${POST_OFFICE_MANY})`, "g"))?.length ?? 0;
        expect(all, `${city.name} ${zip}`).toBe(worded);
      }
    }
  });

  it("answers the FAQ: the cut-off and the days without deliveries first, funeral homes and hospitals, and that the order form is in English", () => {
    for (const city of CITIES) {
      const entries = page(spanish, city).faq.entries;
      expect(entries, city.name).toHaveLength(5);
      expect(entries[0]?.answer, city.name).toContain(CUTOFF);
      expect(entries[0]?.answer, city.name).toContain(NO_DELIVERY_DAYS_ES);
      expect(entries.some((entry) => /funeraria/.test(entry.question) || /hospitales/.test(entry.question)), city.name).toBe(true);
      const last = entries[entries.length - 1];
      expect(last?.question, city.name).toMatch(/español/);
      expect(last?.answer, city.name).toMatch(/en inglés/);
    }
  });

  it("keeps the English cards' icons and category fragments, with Spanish titles", () => {
    for (const city of CITIES) {
      const cards = page(spanish, city).serviceCards;
      expect(cards.map((card) => [card.icon, card.fragment]), city.name).toEqual(SERVICE_CARD_FRAME.map((frame) => [frame.icon, frame.fragment]));
    }
    expect(page(spanish, cityNamed("Lexington")).serviceCards.map((card) => card.title)).toEqual([
      "Entrega el mismo día",
      "Flores de cumpleaños",
      "Condolencias y funerales",
      "Flores para bodas",
    ]);
  });

  it("titles the page and the head with the search phrase, within the English head's lengths, one title per town", () => {
    const titles = new Set<string>();
    for (const city of CITIES) {
      const content = page(spanish, city);
      expect(content.heroTitle).toBe(`Flores a domicilio en ${city.name}, Nebraska`);
      expect(content.seo.title, city.name).toContain(`Flores a domicilio en ${city.name}`);
      expect(content.seo.title.length, city.name).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(content.seo.description, city.name).toContain(city.name);
      expect(content.seo.description.length, city.name).toBeGreaterThanOrEqual(SEO_DESCRIPTION_MIN);
      expect(content.seo.description.length, city.name).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
      titles.add(content.seo.title);
    }
    expect(titles.size).toBe(CITIES.length);
  });

  it("says Lexington is in Dawson County with the English page's head count, and Scottsbluff keeps Mountain time", () => {
    const lexington = spanishCityPageText(page(spanish, cityNamed("Lexington")));
    expect(lexington).toContain("condado de Dawson");
    expect(lexington).toContain("10,075");
    expect(cityPageText(page(english, cityNamed("Lexington")))).toContain("10,075");
    expect(lexington).toContain("68850");
    const scottsbluff = spanishCityPageText(page(spanish, cityNamed("Scottsbluff")));
    expect(scottsbluff).toContain("hora de la Montaña");
    expect(scottsbluff).not.toContain("hora del Centro;");
  });

  it("leaves a profile's hand-written English off the page", () => {
    for (const city of CITIES) {
      const profile = getCityProfile(city.name);
      const text = spanishCityPageText(page(spanish, city));
      // A landmark's proper name (Doane University, Fonner Park) may be said; its English wording ("the Big Blue River") may not.
      const english = (profile?.landmarks ?? []).filter((landmark) => englishWordsIn(landmark).length > 0);
      for (const written of [profile?.uniqueAngle, ...english]) {
        if (written && written.length > 12) expect(text, city.name).not.toContain(written.replace(/\{cityName\}/g, city.name));
      }
    }
  });
});
