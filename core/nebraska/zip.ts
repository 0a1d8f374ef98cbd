import { getAllCities, getCityByName } from "./directory";
import type { City } from "./types";

function buildZipIndex(): Readonly<Record<string, string>> {
  const index: Record<string, string> = {};
  // Larger towns first, so a ZIP shared by a suburb and its city resolves to the city.
  const cities = getAllCities().sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : 1));
  for (const city of cities) {
    for (const zip of city.zipCodes) index[zip] ??= city.name;
  }
  return Object.freeze(index);
}

/** ZIP → city name, derived from the directory table (spec §3). */
export const ZIP_TO_CITY: Readonly<Record<string, string>> = buildZipIndex();

const SORTED_ZIPS = Object.keys(ZIP_TO_CITY).sort();

/** The town a 5-digit ZIP belongs to. */
export function findCityByZip(zip: string): City | undefined {
  const name = ZIP_TO_CITY[zip.trim()];
  return name === undefined ? undefined : getCityByName(name);
}

/** Towns owning a ZIP that starts with the given digits, in ZIP order, each once. */
export function findCitiesByZipPrefix(prefix: string): City[] {
  const digits = prefix.trim();
  if (!/^\d{1,5}$/.test(digits)) return [];
  const names = new Set<string>();
  for (const zip of SORTED_ZIPS) {
    if (zip.startsWith(digits)) names.add(ZIP_TO_CITY[zip] as string);
  }
  return [...names].flatMap((name) => getCityByName(name) ?? []);
}
