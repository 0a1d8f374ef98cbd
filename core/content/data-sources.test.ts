import { describe, expect, it } from "vitest";
import { CARE_COUNTS } from "../care/counts";
import { getAllCities } from "../nebraska/directory";
import { CC_BY_URL, CREDITS, DATA_SOURCES, DATA_SOURCES_PAGE, GEONAMES_URL, type Inline, NOT_FROM_DATA } from "./data-sources";

const plain = (parts: readonly Inline[]) => parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
const links = (parts: readonly Inline[]) => parts.flatMap((part) => (typeof part === "string" ? [] : [part.href]));

describe("the data-sources page copy", () => {
  it("credits GeoNames with its CC BY 4.0 licence, as the licence requires", () => {
    expect(links(CREDITS)).toEqual([GEONAMES_URL, CC_BY_URL]);
    const populations = DATA_SOURCES.find((entry) => entry.id === "populations");
    expect(links(populations?.source ?? [])).toContain(GEONAMES_URL);
    expect(links(populations?.licence ?? [])).toContain(CC_BY_URL);
  });

  it("gives every source a licence and at least one use, under a unique anchor", () => {
    for (const entry of DATA_SOURCES) {
      expect(plain(entry.licence).length, entry.id).toBeGreaterThan(0);
      expect(entry.use.length, entry.id).toBeGreaterThan(0);
    }
    expect(new Set(DATA_SOURCES.map((entry) => entry.id)).size).toBe(DATA_SOURCES.length);
  });

  it("counts what the directory holds", () => {
    const cities = getAllCities();
    const text = [DATA_SOURCES_PAGE.intro, ...DATA_SOURCES.flatMap((entry) => entry.use.map(plain)), ...NOT_FROM_DATA.map(plain)].join("\n");
    const withPopulation = cities.filter((city) => city.population > 0).length;
    expect(text).toContain(`${withPopulation} of our ${cities.length} towns have a population`);
    expect(text).toContain(`The other ${cities.length - withPopulation} are shown without a population`);
    expect(text).toContain(`${cities.filter((city) => city.zipCodes.length > 0).length} towns have ZIP codes of their own`);
    expect(text).toContain(`${cities.filter((city) => city.timeZone === "America/Denver").length} towns in the western counties keep Mountain time`);
  });

  it("fits the page's title and description limits", () => {
    expect(DATA_SOURCES_PAGE.seoTitle.length).toBeLessThanOrEqual(70);
    expect(DATA_SOURCES_PAGE.seoDescription.length).toBeGreaterThanOrEqual(50);
    expect(DATA_SOURCES_PAGE.seoDescription.length).toBeLessThanOrEqual(160);
  });
});

describe("the care rosters on the data-sources page (issue 49)", () => {
  it("names both rosters with their dates, the parse's MIT licence and the table's counts", () => {
    const entry = DATA_SOURCES.find((candidate) => candidate.id === "care-facilities");
    const text = [...(entry?.source ?? []), ...(entry?.licence ?? []), ...(entry?.use.flat() ?? [])].map((part) => (typeof part === "string" ? part : part.text)).join("\n");
    expect(text).toContain("Hospital Roster (June 2026)");
    expect(text).toContain("Assisted Living Facility Roster (August 2026)");
    expect(text).toContain("MIT licence");
    expect(text).toContain(`${CARE_COUNTS.hospitals} hospitals and ${CARE_COUNTS.homes} assisted-living homes`);
    expect(CARE_COUNTS).toMatchObject({ hospitals: 99, homes: 265, paged: 92 });
  });
});
