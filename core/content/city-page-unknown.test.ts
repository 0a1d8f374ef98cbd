import { describe, expect, it } from "vitest";
import { getAllCities } from "../nebraska/directory";
import { buildCityPageContent, cityPageText } from "./city-page";
import { buildUnknownTownContent } from "./city-page-unknown";

const madeUp = { name: "No Such Town", slug: "no-such-town", region: "Nebraska", population: 0, zipCodes: [], timeZone: "America/Chicago" } as const;

describe("a made-up town's page", () => {
  const content = buildUnknownTownContent({ ...madeUp, zipCodes: [] });
  const text = cityPageText(content);

  it("states no distance, time zone, ZIP or population", () => {
    expect(text).not.toMatch(/\bmiles?\b|Central|Mountain|\bZIP|population|residents|people live/i);
    expect(content.seo.description).not.toMatch(/Central|Mountain/);
  });

  it("has no facts box and no nearby towns, nor a sentence pointing at them", () => {
    expect(content.localFacts.items).toEqual([]);
    expect(content.serviceArea).toMatchObject({ description: "", related: [], more: [] });
    expect(content.townLinks).toEqual([]);
    expect(text).not.toMatch(/towns below|within \d+ miles|keeps \w+ time/i);
  });

  it("claims nothing about the place's florists, routes or funeral homes", () => {
    const claims = [...content.serviceCards.map((card) => card.description), content.servicesSubtitle, ...content.floristNetwork.paragraphs, ...content.whyChoose.paragraphs];
    expect(claims.filter((sentence) => sentence.includes("No Such Town"))).toEqual([]);
    expect(text).not.toMatch(/afternoon route|may well know|close to No Such Town|serving No Such Town/i);
    expect(content.floristNetwork.paragraphs).toHaveLength(3);
    expect(content.whyChoose.paragraphs).toHaveLength(2);
  });

  it("keeps the hero, the services and the FAQ, named after the slug", () => {
    expect(content.heroTitle).toBe("Same Day Floral Delivery in No Such Town, Nebraska");
    expect(content.heroIntro).toContain("No Such Town");
    expect(content.serviceCards).toHaveLength(4);
    expect(content.faq.entries).toHaveLength(3);
  });
});

describe("the service area of a town without neighbours", () => {
  it("never points at a list of towns below it", () => {
    for (const town of [madeUp, { ...madeUp, name: "Qqzx Shell Wvut", slug: "qqzx-shell-wvut" }]) {
      const page = buildCityPageContent({ ...town, zipCodes: [] }, undefined, { cities: getAllCities() });
      expect(page.serviceArea.related).toEqual([]);
      expect(page.serviceArea.description).not.toMatch(/towns below/);
    }
  });
});
