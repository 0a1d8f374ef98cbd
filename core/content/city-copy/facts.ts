import { nearbyTowns, nearestLargerCity, type City } from "../../nebraska";
import type { CityProfile, CommunityType } from "../types";
import { fillCityName, formatThousands, joinList } from "../text";

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
  /** The closest town with more people. */
  nearest?: TownNearby;
  /** Up to four other close towns, nearest first, excluding `nearest`. */
  nearby: readonly TownNearby[];
  angle?: string;
  landmarks: readonly string[];
  communityType?: CommunityType;
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

export function gatherFacts(city: City, profile: CityProfile | undefined, cities: readonly City[]): CityFacts {
  const located = profile?.geoCoordinates ? { ...city, coordinates: profile.geoCoordinates } : city;
  const larger = nearestLargerCity(located, cities);
  const nearest = larger ? toNearby(larger) : undefined;
  const nearby = nearbyTowns(located, 5, cities)
    .map(toNearby)
    .filter((town) => town.slug !== nearest?.slug)
    .slice(0, 4);
  const facts: CityFacts = {
    name: city.name,
    populationValue: city.population,
    zips: city.zipCodes,
    zone: city.timeZone === "America/Denver" ? "Mountain" : "Central",
    nearby,
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
  if (profile?.uniqueAngle) facts.angle = fillCityName(profile.uniqueAngle, city.name);
  if (profile?.communityType) facts.communityType = profile.communityType;
  return facts;
}

/** 'Alda (9 miles east), Cairo (14 miles northwest) and Doniphan (15 miles south)'. */
export function nearbyWithDistances(towns: readonly TownNearby[], limit = 3): string {
  return joinList(towns.slice(0, limit).map((town) => `${town.name} (${town.miles} miles ${town.direction})`));
}

export function nearbyNames(towns: readonly TownNearby[], limit = 3): string {
  return joinList(towns.slice(0, limit).map((town) => town.name));
}

/** The county, else the region, else the state: the broadest true 'where'. */
export function placeOf(facts: CityFacts): string {
  return facts.county ?? facts.region ?? "Nebraska";
}

/** 'Cairo, about 14 miles to the northwest'. */
export function nearestPhrase(town: TownNearby): string {
  return `${town.name}, about ${town.miles} miles to the ${town.direction}`;
}
