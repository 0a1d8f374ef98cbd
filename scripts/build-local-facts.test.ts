import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSources } from "./build-data";
import { LOCAL_FACTS_PATH, buildLocalFacts, countyAt, loadCounties, renderLocalFactsModule } from "./build-local-facts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("build-local-facts", () => {
  const sources = loadSources();
  const counties = loadCounties();

  it("reproduces the committed file byte for byte (run `npx tsx scripts/build-local-facts.ts` if this fails)", () => {
    const committed = readFileSync(resolve(ROOT, LOCAL_FACTS_PATH), "utf8");
    expect(renderLocalFactsModule(buildLocalFacts(sources, counties))).toBe(committed);
  });

  it("finds all 93 Nebraska counties, each with one seat", () => {
    const facts = buildLocalFacts(sources, counties);
    expect(facts.counties).toHaveLength(93);
    const byCounty = Object.fromEntries(facts.counties.map((row) => [row.county, row.seat]));
    expect(byCounty).toMatchObject({ Lancaster: "Lincoln", Douglas: "Omaha", Hall: "Grand Island", "Scotts Bluff": "Gering", Cherry: "Valentine" });
  });

  it("places a point in its county polygon", () => {
    expect(countyAt(counties, -96.7, 40.81)?.properties.name).toBe("Lancaster");
    expect(countyAt(counties, -90, 40)).toBeUndefined();
  });

  it("stops when a county has no seat", () => {
    const withoutLincoln = sources.geonames.filter((city) => !(city.name === "Lincoln" && city.adminCode === "NE"));
    expect(() => buildLocalFacts({ geonames: withoutLincoln, zips: sources.zips }, counties)).toThrow(/Lancaster County: no seat/);
  });
});
