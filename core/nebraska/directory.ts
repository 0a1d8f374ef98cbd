import { CITY_NAME_LIST, CITY_ROWS, REGION_TABLE } from "./generated/cities";
import type { CityRow, RegionTable } from "./rows";
import { resolveCitySlug } from "./slug";
import type { City, RegionName } from "./types";

/** The built-in region table (docs/product.md). */
export const REGIONS: RegionTable = REGION_TABLE;

/** Every town the directory knows, about 190 (docs/product.md). */
export const CITY_NAMES: readonly string[] = CITY_NAME_LIST;

function toCity(row: CityRow): City {
  const city: City = {
    name: row.name,
    slug: row.slug,
    region: row.region,
    population: row.population,
    zipCodes: [...row.zipCodes],
    county: row.county,
    timeZone: row.timeZone,
    coordinates: { lat: row.lat, lng: row.lng },
  };
  if (row.area !== undefined) city.area = row.area;
  return city;
}

const ALL_CITIES: readonly City[] = CITY_ROWS.map(toCity).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const BY_SLUG = new Map(ALL_CITIES.map((city) => [city.slug, city]));
const BY_NAME = new Map(ALL_CITIES.map((city) => [city.name.toLowerCase(), city]));

/** One record per flat-list town, region data merged, sorted by name. Callers get copies. */
export function getAllCities(): City[] {
  return ALL_CITIES.map(cloneCity);
}

/** Looks a town up by its slug; aliases such as st-paul apply. */
export function getCityBySlug(slug: string): City | undefined {
  const city = BY_SLUG.get(resolveCitySlug(slug));
  return city && cloneCity(city);
}

/** Case-insensitive lookup by exact name. */
export function getCityByName(name: string): City | undefined {
  const city = BY_NAME.get(name.trim().toLowerCase());
  return city && cloneCity(city);
}

function cloneCity(city: City): City {
  return {
    ...city,
    zipCodes: [...city.zipCodes],
    ...(city.coordinates ? { coordinates: { ...city.coordinates } } : {}),
  };
}

export type AreaGroup = { area: string; cities: City[] };

/** One block of the cities list page: a region with either areas or a plain list. */
export type RegionGroup =
  | { region: RegionName; areas: AreaGroup[] }
  | { region: RegionName | "Nebraska"; cities: City[] };

function citiesNamed(names: readonly string[]): City[] {
  return names.flatMap((name) => {
    const city = getCityByName(name);
    return city ? [city] : [];
  });
}

/**
 * Regions in table order for the cities list page; towns only in the flat list
 * come last under 'Nebraska' so every town is listed.
 */
export function citiesByRegion(): RegionGroup[] {
  const groups: RegionGroup[] = (Object.keys(REGIONS) as RegionName[]).map((region) => {
    const entry = REGIONS[region];
    if (isFlatList(entry)) return { region, cities: citiesNamed(entry) };
    return {
      region,
      areas: Object.entries(entry).map(([area, names]) => ({ area, cities: citiesNamed(names) })),
    };
  });
  const rest = ALL_CITIES.filter((city) => city.region === "Nebraska").map(cloneCity);
  if (rest.length > 0) groups.push({ region: "Nebraska", cities: rest });
  return groups;
}

function isFlatList(entry: RegionTable[RegionName]): entry is readonly string[] {
  return Array.isArray(entry);
}
