import { countyRecord } from "../../nebraska/counties";
import { relativePoint } from "../../nebraska/geo";
import { servedZipsOf } from "../../nebraska/served-zips";
import type { City, Coordinates } from "../../nebraska/types";
import type { CityProfile, CommunityType } from "../types";
import { locatedTown } from "../located-town";
import { fillCityName, formatThousands, joinList } from "../text";
import {
  closestTowns,
  countyLabel,
  countyTowns,
  mailZips,
  nearestHubCity,
  nearestLargerTown,
  nearestTownWithZips,
  neighbourZips,
  otherNearbyTowns,
  townEachWay,
  townsAround,
  zoneLineTown,
  zoneOf,
  type TownAround,
  type TownNearby,
  type Zone,
} from "./towns-around";

/**
 * Everything true and specific we know about one town, in ready-to-use phrases.
 * The default copy is built only from these so that each page says something
 * about its own place (no doorway pages). Plain data, fixed once gathered: what a
 * page has said so far is its writer's (page-writer.ts), so facts can be shared.
 */
export type CityFacts = Readonly<{
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
  zone: Zone;
  /**
   * Every other town with a page, nearest first: the one source of the towns the copy
   * names. towns-around.ts names the views of it (nearestLargerTown, countyTowns, ...).
   */
  around: readonly TownAround[];
  /** The county seat; `self` when this town is the seat. */
  seat?: Readonly<{ name: string; self: boolean; miles: number; direction: string; slug?: string }>;
  /** 'about 6,000 square miles'. */
  countyArea?: string;
  /** The one ZIP the town's mail uses (its own or its post office's), when there is exactly one. */
  mailZip?: string;
  /** For a town listed without ZIPs: its own post office's ZIPs (zipcodes package). */
  postOfficeZips: readonly string[];
  /** Where distances on the page are measured from, and whether GeoNames placed it (else the town's profile). */
  centre?: Readonly<Coordinates & { fromGeoNames: boolean }>;
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
}>;

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

/** Miles from which a "nearest larger town" is called far in the copy. */
export const FAR_MILES = 50;

/** The county seat, from the county's record, placed relative to the town. */
function seatOf(city: City, located: City, cities: readonly City[]): CityFacts["seat"] {
  const record = countyRecord(city);
  if (!record) return undefined;
  const self = record.seat === city.name;
  const where = relativePoint(located, { lat: record.lat, lng: record.lng });
  if (!self && !where) return undefined;
  const seatCity = cities.find((other) => other.name === record.seat);
  return {
    name: record.seat,
    self,
    miles: Math.max(1, Math.round(where?.miles ?? 0)),
    direction: where?.direction ?? "",
    slug: seatCity?.slug,
  };
}

export function gatherFacts(city: City, profile: CityProfile | undefined, cities: readonly City[]): CityFacts {
  const located = locatedTown(city, profile);
  const record = countyRecord(city);
  const ownMail = mailZips(city);
  return {
    name: city.name,
    county: countyLabel(city.county),
    population: city.population > 0 ? formatThousands(city.population) : undefined,
    populationValue: city.population,
    zips: city.zipCodes,
    zipPhrase: zipPhrase(city.zipCodes),
    region: regionLabel(city),
    zone: zoneOf(city.timeZone),
    around: townsAround(located, cities),
    seat: seatOf(city, located, cities),
    countyArea: record ? `about ${formatThousands(record.areaSqMi)} square miles` : undefined,
    mailZip: ownMail.length === 1 ? ownMail[0] : undefined,
    postOfficeZips: [...servedZipsOf(city)],
    centre: located.coordinates ? { ...located.coordinates, fromGeoNames: !profile?.geoCoordinates } : undefined,
    populationRank: city.population > 0 ? 1 + cities.filter((other) => other.population > city.population).length : undefined,
    townsWithPopulation: cities.filter((other) => other.population > 0).length,
    townCount: cities.length,
    quickWindow: city.population >= 10_000,
    angle: profile?.uniqueAngle ? fillCityName(profile.uniqueAngle, city.name) : undefined,
    landmarks: (profile?.landmarks ?? []).map((landmark) => fillCityName(landmark, city.name)),
    communityType: profile?.communityType,
  };
}

/** Every other town the copy may name, for linking names in the text to their pages. */
export function namedTowns(facts: CityFacts): { name: string; slug: string }[] {
  const one = (town: TownAround | undefined) => (town ? [town] : []);
  const towns = [
    ...closestTowns(facts, 3),
    ...otherNearbyTowns(facts),
    ...one(nearestLargerTown(facts)),
    ...one(nearestHubCity(facts)),
    ...countyTowns(facts),
    ...one(nearestTownWithZips(facts)),
    ...one(zoneLineTown(facts)),
    ...townEachWay(facts).map((entry) => entry.town),
    ...neighbourZips(facts).map((entry) => entry.town),
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
