import { getAllCities } from "./directory";
import type { City, Coordinates } from "./types";

/** Centre of the state; the city page's geo tags fall back to it (docs/product.md). */
export const DEFAULT_COORDINATES: Readonly<Coordinates> = Object.freeze({ lat: 41.5, lng: -99.9 });

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** The town's coordinates, else the state centre. */
export function coordinatesFor(city: Pick<City, "coordinates"> | undefined): Coordinates {
  const chosen = city?.coordinates ?? DEFAULT_COORDINATES;
  return { lat: chosen.lat, lng: chosen.lng };
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const COMPASS_DIRECTIONS = [
  "north",
  "northeast",
  "east",
  "southeast",
  "south",
  "southwest",
  "west",
  "northwest",
] as const;

export type CompassDirection = (typeof COMPASS_DIRECTIONS)[number];

/** Initial great-circle bearing from one point to another, in degrees clockwise from north (0 to 360). */
function bearingDegrees(from: Coordinates, to: Coordinates): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Eight-point direction of travel from one point to another. */
export function compassDirection(from: Coordinates, to: Coordinates): CompassDirection {
  return COMPASS_DIRECTIONS[Math.round(bearingDegrees(from, to) / 45) % 8] as CompassDirection;
}

export const QUARTERS = ["north", "east", "south", "west"] as const;
export type Quarter = (typeof QUARTERS)[number];

/** Which of the four quarters (90° each, centred on north, east, south, west) a point lies in. */
export function quarterOf(from: Coordinates, to: Coordinates): Quarter {
  return QUARTERS[Math.round(bearingDegrees(from, to) / 90) % 4] as Quarter;
}

/**
 * Another town relative to a city. `direction` is the way from the city to that
 * town, so copy reads "{other} lies {miles} miles {direction} of {city}".
 * Distances are rounded to one decimal.
 */
export type RelativeTown = { city: City; km: number; miles: number; direction: CompassDirection };

const round1 = (value: number): number => Math.round(value * 10) / 10;

function relativeTo(origin: Coordinates, city: City): RelativeTown | undefined {
  if (!city.coordinates) return undefined;
  const km = distanceKm(origin, city.coordinates);
  return { city, km: round1(km), miles: round1(km / KM_PER_MILE), direction: compassDirection(origin, city.coordinates) };
}

function byDistance(origin: City, others: readonly City[]): RelativeTown[] {
  if (!origin.coordinates) return [];
  const from = origin.coordinates;
  return others
    .filter((other) => other.slug !== origin.slug)
    .flatMap((other) => relativeTo(from, other) ?? [])
    .sort((a, b) => a.km - b.km || (a.city.name < b.city.name ? -1 : 1));
}

/**
 * A "larger town" must have more people and at least this many: without the floor a
 * town with no population figure (docs/product.md gives flat-list towns 0) would call any
 * hamlet with a figure larger (Hooper would get Oakland, not Fremont).
 */
export const LARGER_TOWN_MIN_POPULATION = 2500;

/** Towns of at least this many people are the "hubs" the copy measures distances to. */
export const HUB_MIN_POPULATION = 10_000;

/** The closest town with more people (and at least 2,500), or undefined for the largest (or unplaced) town. */
export function nearestLargerCity(city: City, cities: readonly City[] = getAllCities()): RelativeTown | undefined {
  return byDistance(
    city,
    cities.filter((other) => other.population > city.population && other.population >= LARGER_TOWN_MIN_POPULATION),
  )[0];
}

/** The closest other city of 10,000 or more people. */
export function nearestHub(city: City, cities: readonly City[] = getAllCities()): RelativeTown | undefined {
  return byDistance(
    city,
    cities.filter((other) => other.population >= HUB_MIN_POPULATION),
  )[0];
}

/** The n closest other towns in the directory (every one has a page), nearest first. */
export function nearbyTowns(city: City, n: number, cities: readonly City[] = getAllCities()): RelativeTown[] {
  return byDistance(city, cities).slice(0, Math.max(0, n));
}

/** Distance and direction from a city to a point, as for a town. */
export function relativePoint(city: City, point: Coordinates): { miles: number; direction: CompassDirection } | undefined {
  if (!city.coordinates) return undefined;
  return { miles: round1(distanceKm(city.coordinates, point) / KM_PER_MILE), direction: compassDirection(city.coordinates, point) };
}
