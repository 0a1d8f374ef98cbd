import { countyRecord } from "../../nebraska/counties";
import { nearbyTowns, nearestHub, nearestLargerCity, quarterOf, QUARTERS, relativePoint, type Quarter } from "../../nebraska/geo";
import { servedZipsOf } from "../../nebraska/served-zips";
import type { City, Coordinates } from "../../nebraska/types";
import type { CityProfile, CommunityType } from "../types";
import { fillCityName, formatThousands, joinList } from "../text";
import type { PageLedger } from "./ledger";

/** A town relative to the page's city; `direction` is the way from the page's city to it. */
export type TownNearby = { name: string; slug: string; miles: number; direction: string };

/**
 * Everything true and specific we know about one town, in ready-to-use phrases.
 * The default copy is built only from these so that each page says something
 * about its own place (no doorway pages).
 */
export type CityFacts = {
  name: string;
  /** 'Hall County', or undefined when the directory does not know it. */
  county?: string;
  /** '51,440', or undefined when the population is unknown (0). */
  population?: string;
  populationValue: number;
  zips: readonly string[];
  /** 'ZIP code 68801' or 'ZIP codes 68801, 68802 and 68803'; undefined without ZIPs. */
  zipPhrase?: string;
  /** 'the Grand Island area in central Nebraska' or 'northeast Nebraska'. */
  region?: string;
  /** 'Central' or 'Mountain'. */
  zone: "Central" | "Mountain";
  /** The closest town with more people (and at least 2,500; see nebraska/geo.ts). */
  nearest?: TownNearby;
  /** Up to four other close towns, nearest first, excluding `nearest`. */
  nearby: readonly TownNearby[];
  /** The three closest towns with pages, nearest first: the page's related links. */
  neighbours: readonly TownNearby[];
  /** The closest other city of 10,000+ people. */
  hub?: TownNearby;
  /** The county seat; `self` when this town is the seat. */
  seat?: { name: string; self: boolean; miles: number; direction: string; slug?: string };
  /** 'about 6,000 square miles'. */
  countyArea?: string;
  /** Other directory towns in the same county, nearest first. */
  countyTowns: readonly TownNearby[];
  /** The one ZIP the town's mail uses (its own or its post office's), when there is exactly one. */
  mailZip?: string;
  /** For a town listed without ZIPs: its own post office's ZIPs (zipcodes package). */
  postOfficeZips: readonly string[];
  /** For a town listed without ZIPs: the closest town that has ZIPs. */
  nearestWithZips?: TownNearby;
  /** The closest town on the other side of the time-zone line. */
  zoneLineTown?: TownNearby;
  /** Up to CLOSE_TOWNS closest towns with pages, nearest first. */
  closeTowns: readonly TownNearby[];
  /** Miles (rounded as everywhere on the page) to every other town with a page, nearest first: counts are made from these, not from the capped lists. */
  townMiles: readonly number[];
  /** The nearest town with a page in each quarter (north, east, south, west), within NEIGHBOUR_QUARTER_MILES. */
  quarters: readonly { quarter: Quarter; town: TownNearby }[];
  /** The closest towns with pages and the ZIPs their mail uses (own or post-office), nearest first. */
  neighbourZips: readonly { town: TownNearby; zips: readonly string[] }[];
  /** Where distances on the page are measured from, and whether GeoNames placed it (else the town's profile). */
  centre?: Coordinates & { fromGeoNames: boolean };
  /** The landmark cities from east to west (LANDMARK_CITIES) from here, nearest first; none is the town itself. */
  bigCities: readonly TownNearby[];
  /** 1 for the most populous town with a figure; undefined without a figure. */
  populationRank?: number;
  /** How many towns on the site have a population figure. */
  townsWithPopulation: number;
  /** How many towns have a page on the site. */
  townCount: number;
  /** True for cities of 10,000+: only there does copy promise a 2-4 hour window. */
  quickWindow: boolean;
  angle?: string;
  landmarks: readonly string[];
  communityType?: CommunityType;
  /** What the page has said so far; set while the page's copy is put together (ledger.ts). */
  ledger?: PageLedger;
};

function countyLabel(county: string | undefined): string | undefined {
  const trimmed = county?.trim();
  if (!trimmed) return undefined;
  return /\bcounty$/i.test(trimmed) ? trimmed : `${trimmed} County`;
}

function regionLabel(city: City): string | undefined {
  if (city.region === "Nebraska") return undefined;
  const region = city.region.replace(/^(\w+) Nebraska$/, (_, word: string) => `${word.toLowerCase()} Nebraska`);
  const area = city.area?.trim();
  // 'Other Eastern' style buckets say nothing about the place.
  if (!area || /^other\b/i.test(area)) return region;
  const areaPhrase = area.replace(/ Area$/i, " area").replace(/ Metro$/i, " metro");
  return `the ${areaPhrase} in ${region}`;
}

export function zipPhrase(zips: readonly string[]): string | undefined {
  if (zips.length === 0) return undefined;
  if (zips.length === 1) return `ZIP code ${zips[0]}`;
  if (zips.length <= 4) return `ZIP codes ${joinList(zips)}`;
  return `ZIP codes ${zips.slice(0, 3).join(", ")} and ${zips.length - 3} more`;
}

function toNearby(entry: { city: City; miles: number; direction: string }): TownNearby {
  return { name: entry.city.name, slug: entry.city.slug, miles: Math.max(1, Math.round(entry.miles)), direction: entry.direction };
}

/** Miles from which a "nearest larger town" is called far in the copy. */
export const FAR_MILES = 50;

/**
 * Cities a Nebraskan places any town by, spread along the state from Omaha to the
 * Panhandle: distances to them say where a town is better than coordinates do.
 */
export const LANDMARK_CITIES: readonly string[] = ["Omaha", "Lincoln", "Grand Island", "Kearney", "North Platte", "Scottsbluff"];

/** How many of the closest towns the facts list. */
export const CLOSE_TOWNS = 15;

/** How far the "one town each way" line looks before saying nothing about a quarter. */
export const NEIGHBOUR_QUARTER_MILES = 80;

/** The ZIPs a town's mail uses: its own, else its post office's (zipcodes package). */
function mailZips(city: City): readonly string[] {
  return city.zipCodes.length > 0 ? city.zipCodes : servedZipsOf(city);
}

/** The nearest town within NEIGHBOUR_QUARTER_MILES in each quarter, in QUARTERS order; `around` is sorted by distance. */
function nearestPerQuarter(from: Coordinates, around: ReturnType<typeof nearbyTowns>): CityFacts["quarters"] {
  const first = new Map<Quarter, (typeof around)[number]>();
  for (const entry of around) {
    if (entry.miles > NEIGHBOUR_QUARTER_MILES) break;
    if (!entry.city.coordinates) continue;
    const quarter = quarterOf(from, entry.city.coordinates);
    if (!first.has(quarter)) first.set(quarter, entry);
  }
  return QUARTERS.flatMap((quarter) => {
    const entry = first.get(quarter);
    return entry ? [{ quarter, town: toNearby(entry) }] : [];
  });
}

export function gatherFacts(city: City, profile: CityProfile | undefined, cities: readonly City[]): CityFacts {
  const located = profile?.geoCoordinates ? { ...city, coordinates: profile.geoCoordinates } : city;
  const larger = nearestLargerCity(located, cities);
  const nearest = larger ? toNearby(larger) : undefined;
  const around = nearbyTowns(located, cities.length, cities);
  const closest = around.slice(0, 5).map(toNearby);
  const nearby = closest.filter((town) => town.slug !== nearest?.slug).slice(0, 4);
  const sameCounty = (other: City) => city.county !== undefined && other.county === city.county;
  const facts: CityFacts = {
    name: city.name,
    populationValue: city.population,
    zips: city.zipCodes,
    zone: city.timeZone === "America/Denver" ? "Mountain" : "Central",
    nearby,
    neighbours: closest.slice(0, 3),
    countyTowns: around.filter((entry) => sameCounty(entry.city)).slice(0, 4).map(toNearby),
    postOfficeZips: [...servedZipsOf(city)],
    closeTowns: around.slice(0, CLOSE_TOWNS).map(toNearby),
    townMiles: around.map((entry) => toNearby(entry).miles),
    quarters: located.coordinates ? nearestPerQuarter(located.coordinates, around) : [],
    neighbourZips: around.slice(0, 5).flatMap((entry) => {
      const zips = mailZips(entry.city);
      return zips.length > 0 ? [{ town: toNearby(entry), zips }] : [];
    }),
    bigCities: around.filter((entry) => LANDMARK_CITIES.includes(entry.city.name)).map(toNearby),
    townsWithPopulation: cities.filter((other) => other.population > 0).length,
    townCount: cities.length,
    quickWindow: city.population >= 10_000,
    landmarks: (profile?.landmarks ?? []).map((landmark) => fillCityName(landmark, city.name)),
  };
  const county = countyLabel(city.county);
  if (county) facts.county = county;
  if (city.population > 0) facts.population = formatThousands(city.population);
  const zips = zipPhrase(city.zipCodes);
  if (zips) facts.zipPhrase = zips;
  const region = regionLabel(city);
  if (region) facts.region = region;
  if (nearest) facts.nearest = nearest;
  const hub = nearestHub(located, cities);
  if (hub) facts.hub = toNearby(hub);
  const record = countyRecord(city);
  if (record) {
    facts.countyArea = `about ${formatThousands(record.areaSqMi)} square miles`;
    const self = record.seat === city.name;
    const where = relativePoint(located, { lat: record.lat, lng: record.lng });
    const seatCity = cities.find((other) => other.name === record.seat);
    if (self || where) {
      facts.seat = {
        name: record.seat,
        self,
        miles: Math.max(1, Math.round(where?.miles ?? 0)),
        direction: where?.direction ?? "",
        ...(seatCity ? { slug: seatCity.slug } : {}),
      };
    }
  }
  if (city.zipCodes.length === 0) {
    const withZips = around.find((entry) => entry.city.zipCodes.length > 0);
    if (withZips) facts.nearestWithZips = toNearby(withZips);
  }
  const across = around.find((entry) => entry.city.timeZone !== city.timeZone);
  if (across) facts.zoneLineTown = toNearby(across);
  const ownMail = mailZips(city);
  if (ownMail.length === 1 && ownMail[0]) facts.mailZip = ownMail[0];
  if (located.coordinates) facts.centre = { ...located.coordinates, fromGeoNames: !profile?.geoCoordinates };
  if (city.population > 0) facts.populationRank = 1 + cities.filter((other) => other.population > city.population).length;
  if (profile?.uniqueAngle) facts.angle = fillCityName(profile.uniqueAngle, city.name);
  if (profile?.communityType) facts.communityType = profile.communityType;
  return facts;
}

/** Every other town the copy may name, for linking names in the text to their pages. */
export function namedTowns(facts: CityFacts): { name: string; slug: string }[] {
  const towns = [
    ...facts.neighbours,
    ...facts.nearby,
    ...(facts.nearest ? [facts.nearest] : []),
    ...(facts.hub ? [facts.hub] : []),
    ...facts.countyTowns,
    ...(facts.nearestWithZips ? [facts.nearestWithZips] : []),
    ...(facts.zoneLineTown ? [facts.zoneLineTown] : []),
    ...facts.quarters.map((entry) => entry.town),
    ...facts.neighbourZips.map((entry) => entry.town),
    ...(facts.seat?.slug && !facts.seat.self ? [{ name: facts.seat.name, slug: facts.seat.slug }] : []),
  ];
  const bySlug = new Map(towns.filter((town) => town.name !== facts.name).map((town) => [town.slug, { name: town.name, slug: town.slug }]));
  return [...bySlug.values()];
}

/** 'Alda (9 miles east), Cairo (14 miles northwest) and Doniphan (15 miles south)'. */
export function nearbyWithDistances(towns: readonly TownNearby[], limit = 3): string {
  return joinList(towns.slice(0, limit).map((town) => `${town.name} (${town.miles} miles ${town.direction})`));
}

export function nearbyNames(towns: readonly TownNearby[], limit = 3): string {
  return joinList(towns.slice(0, limit).map((town) => town.name));
}

/**
 * How the site names a town's ZIP wherever it names one (hero, cities list): 'ZIP 68045'
 * for a town with ZIPs of its own, 'post-office ZIP 68031' for a town the directory lists
 * without ZIPs whose post office has one, '10 ZIPs' for several.
 */
export function zipLabel(zips: readonly string[], postOfficeZips: readonly string[]): string | undefined {
  if (zips.length === 1) return `ZIP ${zips[0]}`;
  if (zips.length > 1) return `${zips.length} ZIPs`;
  if (postOfficeZips.length === 1) return `post-office ZIP ${postOfficeZips[0]}`;
  if (postOfficeZips.length > 1) return `post-office ZIPs ${joinList([...postOfficeZips])}`;
  return undefined;
}

/** 'Hooper (post-office ZIP 68031)' or 'Oakland (ZIP 68045)' when the town's mail uses one ZIP, else the name. */
export function nameWithZip(facts: CityFacts): string {
  if (!facts.mailZip) return facts.name;
  return `${facts.name} (${zipLabel(facts.zips, facts.postOfficeZips)})`;
}

/** The county, else the region, else the state: the broadest true 'where'. */
export function placeOf(facts: CityFacts): string {
  return facts.county ?? facts.region ?? "Nebraska";
}

/** 'Cairo, about 14 miles to the northwest'. */
export function nearestPhrase(town: TownNearby): string {
  return `${town.name}, about ${town.miles} miles to the ${town.direction}`;
}
