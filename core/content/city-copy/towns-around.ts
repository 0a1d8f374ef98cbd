import { HUB_MIN_POPULATION, LARGER_TOWN_MIN_POPULATION, nearbyTowns, quarterOf, QUARTERS, type Quarter } from "../../nebraska/geo";
import { servedZipsOf } from "../../nebraska/served-zips";
import type { City, TimeZone } from "../../nebraska/types";

/**
 * The other towns around a page's city: one list, nearest first, gathered once with the
 * facts, and the named views the copy takes of it (the nearest larger town, the county's
 * towns, one town each way...). Each view is a function of the list, so no two of them can
 * disagree about where a town is (docs/decisions/0040-one-list-of-towns-around.md).
 */

/** A town relative to the page's city; `direction` is the way from the page's city to it. */
export type TownNearby = Readonly<{ name: string; slug: string; miles: number; direction: string }>;

export type Zone = "Central" | "Mountain";

/** Another town with a page, as seen from the page's city, with what the views select it by. */
export type TownAround = TownNearby &
  Readonly<{
    /** To one decimal, as measured (nebraska/geo.ts); `miles` is the whole number the page prints. */
    exactMiles: number;
    quarter: Quarter;
    /** 0 when the directory has no figure. */
    population: number;
    /** 'Hall County', as the page names a county; undefined when the directory does not know it. */
    county?: string;
    zone: Zone;
    /** Whether the directory lists ZIPs of the town's own (else its mail may use a post office's). */
    hasZips: boolean;
    /** The ZIPs its mail uses: its own, else its post office's. */
    mailZips: readonly string[];
  }>;

/** What the views read of a town's facts (CityFacts of facts.ts holds it). */
export type WithTownsAround = Readonly<{
  around: readonly TownAround[];
  populationValue: number;
  county?: string;
  zips: readonly string[];
  zone: Zone;
}>;

/**
 * Cities a Nebraskan places any town by, spread along the state from Omaha to the
 * Panhandle: distances to them say where a town is better than coordinates do.
 */
const LANDMARK_CITIES: readonly string[] = ["Omaha", "Lincoln", "Grand Island", "Kearney", "North Platte", "Scottsbluff"];

/** How many of the closest towns the page lists. */
export const CLOSE_TOWNS = 15;

/** How far the "one town each way" line looks before saying nothing about a quarter. */
const NEIGHBOUR_QUARTER_MILES = 80;

export function zoneOf(timeZone: TimeZone): Zone {
  return timeZone === "America/Denver" ? "Mountain" : "Central";
}

/** 'Hall County' from 'Hall' (or from 'Hall County'); undefined for none. */
export function countyLabel(county: string | undefined): string | undefined {
  const trimmed = county?.trim();
  if (!trimmed) return undefined;
  return /\bcounty$/i.test(trimmed) ? trimmed : `${trimmed} County`;
}

/** The ZIPs a town's mail uses: its own, else its post office's (zipcodes package). */
export function mailZips(city: City): readonly string[] {
  return city.zipCodes.length > 0 ? city.zipCodes : servedZipsOf(city);
}

/** Every other placed town in `cities`, nearest to `located` first (the order of nebraska/geo.ts). */
export function townsAround(located: City, cities: readonly City[]): TownAround[] {
  const from = located.coordinates;
  if (!from) return [];
  return nearbyTowns(located, cities.length, cities).flatMap(({ city, miles, direction }) => {
    // nearbyTowns measures placed towns only; the check is for the type.
    if (!city.coordinates) return [];
    const town: TownAround = {
      name: city.name,
      slug: city.slug,
      miles: Math.max(1, Math.round(miles)),
      direction,
      exactMiles: miles,
      quarter: quarterOf(from, city.coordinates),
      population: city.population,
      zone: zoneOf(city.timeZone),
      hasZips: city.zipCodes.length > 0,
      mailZips: mailZips(city),
    };
    const county = countyLabel(city.county);
    return [county ? { ...town, county } : town];
  });
}

/** The `n` closest towns, nearest first: the page's related links are closestTowns(facts, CLOSE_TOWNS). */
export function closestTowns(facts: WithTownsAround, n: number): readonly TownAround[] {
  return facts.around.slice(0, n);
}

/** The closest town with more people, and at least LARGER_TOWN_MIN_POPULATION (nearestLargerCity of nebraska/geo.ts). */
export function nearestLargerTown(facts: WithTownsAround): TownAround | undefined {
  return facts.around.find((town) => town.population > facts.populationValue && town.population >= LARGER_TOWN_MIN_POPULATION);
}

/** The nearest larger town when it is at most `miles` away: close enough to say its florists serve this town. */
export function nearestLargerWithin(facts: WithTownsAround, miles: number): TownAround | undefined {
  const larger = nearestLargerTown(facts);
  return larger && larger.miles <= miles ? larger : undefined;
}

/** The closest other city of HUB_MIN_POPULATION or more people (nearestHub of nebraska/geo.ts). */
export function nearestHubCity(facts: WithTownsAround): TownAround | undefined {
  return facts.around.find((town) => town.population >= HUB_MIN_POPULATION);
}

/** Up to four of the five closest towns, nearest first, leaving out the nearest larger town (the copy names it on its own). */
export function otherNearbyTowns(facts: WithTownsAround): readonly TownAround[] {
  const larger = nearestLargerTown(facts);
  return closestTowns(facts, 5)
    .filter((town) => town.slug !== larger?.slug)
    .slice(0, 4);
}

/** Up to four other towns in the same county, nearest first. */
export function countyTowns(facts: WithTownsAround): readonly TownAround[] {
  if (facts.county === undefined) return [];
  return facts.around.filter((town) => town.county === facts.county).slice(0, 4);
}

/** For a town listed without ZIPs: the closest town that has ZIPs of its own. */
export function nearestTownWithZips(facts: WithTownsAround): TownAround | undefined {
  return facts.zips.length === 0 ? facts.around.find((town) => town.hasZips) : undefined;
}

/** The closest town on the other side of the time-zone line. */
export function zoneLineTown(facts: WithTownsAround): TownAround | undefined {
  return facts.around.find((town) => town.zone !== facts.zone);
}

/** The nearest town in each quarter (north, east, south, west, in QUARTERS order), within NEIGHBOUR_QUARTER_MILES. */
export function townEachWay(facts: WithTownsAround): { quarter: Quarter; town: TownAround }[] {
  const first = new Map<Quarter, TownAround>();
  for (const town of facts.around) {
    if (town.exactMiles > NEIGHBOUR_QUARTER_MILES) break;
    if (!first.has(town.quarter)) first.set(town.quarter, town);
  }
  return QUARTERS.flatMap((quarter) => {
    const town = first.get(quarter);
    return town ? [{ quarter, town }] : [];
  });
}

/** Of the five closest towns, those whose mail uses known ZIPs, with those ZIPs. */
export function neighbourZips(facts: WithTownsAround): { town: TownAround; zips: readonly string[] }[] {
  return closestTowns(facts, 5).flatMap((town) => (town.mailZips.length > 0 ? [{ town, zips: town.mailZips }] : []));
}

/** The LANDMARK_CITIES, nearest first; never the town itself. */
export function landmarkCities(facts: WithTownsAround): readonly TownAround[] {
  return facts.around.filter((town) => LANDMARK_CITIES.includes(town.name));
}

/** The miles (as printed) to every other town with a page, nearest first: counts are made from these, not from a capped view. */
export function townMiles(facts: WithTownsAround): readonly number[] {
  return facts.around.map((town) => town.miles);
}
