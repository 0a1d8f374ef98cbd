import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getAllCities, getCityBySlug } from "../../nebraska/directory";
import { cityNameFromSlug, resolveCitySlug } from "../../nebraska/slug";
import type { City } from "../../nebraska/types";
import { buildCityPageContent, type CityPageContent } from "../city-page";
import { buildUnknownTownContent } from "../city-page-unknown";
import { getCityProfile } from "../city-profiles/index";

/**
 * Every town page's copy, pinned to the character: structural changes to the copy
 * machinery (facts, ledger, section builders) must not move one word on any page.
 * A change meant to alter the copy updates ALL_TOWNS_COPY_SHA256 and, with `-u`, the
 * per-page hashes beside this file, which say which pages moved.
 */
const ALL_TOWNS_COPY_SHA256 = "287748cafabfd24b1e64e4feae2ddba6c0293d8cdbdaf5bc8a81fcf4afdea73e";

const CITIES = getAllCities();

/** Slugs the directory lacks, as the city route gets them (app/components/city/city-page-data.ts). */
const MADE_UP_SLUGS = ["qqz-town", "shelbyvillage", "north-nowhere", "st-elsewhere", "a"];

function sha256(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** A stand-in record named from its slug, as the city route builds one for a town the directory lacks. */
function madeUpTown(slug: string): City {
  return { name: cityNameFromSlug(slug), slug, region: "Nebraska", population: 0, zipCodes: [], timeZone: "America/Chicago" };
}

/** A placed town the directory lacks, so the distance copy runs for a town with no page of its own. */
const PLACED_STRANGER: City = {
  name: "Prairie Stranger",
  slug: "prairie-stranger",
  region: "Central Nebraska",
  area: "Grand Island Area",
  county: "Hall",
  population: 3100,
  zipCodes: [],
  timeZone: "America/Denver",
  coordinates: { lat: 40.95, lng: -98.6 },
};

/**
 * Each page under the name that finds it in a diff: the site's pages (profile and all), the same
 * towns without a profile, then without ZIPs or a head count (the copy's other branches), and the
 * made-up towns the route still answers.
 */
function allPages(): [string, CityPageContent][] {
  const pages: [string, CityPageContent][] = [];
  for (const city of CITIES) pages.push([`site/${city.slug}`, buildCityPageContent(city, getCityProfile(city.name), { cities: CITIES })]);
  for (const city of CITIES) pages.push([`bare/${city.slug}`, buildCityPageContent(city, undefined, { cities: CITIES })]);
  for (const city of CITIES) pages.push([`no-zips/${city.slug}`, buildCityPageContent({ ...city, zipCodes: [], population: 0 }, undefined, { cities: CITIES })]);
  for (const slug of MADE_UP_SLUGS) {
    const resolved = resolveCitySlug(slug);
    expect(getCityBySlug(resolved), resolved).toBeUndefined();
    const town = madeUpTown(resolved);
    pages.push([`made-up/${resolved}`, buildUnknownTownContent(town)]);
    pages.push([`made-up-raw/${resolved}`, buildCityPageContent(town)]);
  }
  pages.push([`stranger/${PLACED_STRANGER.slug}`, buildCityPageContent(PLACED_STRANGER, undefined, { cities: CITIES })]);
  return pages;
}

describe("every town page's copy", () => {
  const pages = allPages();

  it("is unchanged, page by page", async () => {
    const hashes = Object.fromEntries(pages.map(([key, content]) => [key, sha256(content)]));
    await expect(`${JSON.stringify(hashes, null, 1)}\n`).toMatchFileSnapshot("./all-towns-copy.hashes.json");
  });

  it("is unchanged as a whole", () => {
    expect(pages.length).toBe(3 * CITIES.length + 2 * MADE_UP_SLUGS.length + 1);
    expect(sha256(pages)).toBe(ALL_TOWNS_COPY_SHA256);
  });
});
