import type { CityProfile } from "../types";
import { CENTRAL_HUB_PROFILES } from "./hubs-central";
import { EASTERN_HUB_PROFILES } from "./hubs-east";
import { WESTERN_HUB_PROFILES } from "./hubs-west";
import { METRO_PROFILES } from "./metro";
import { PARTIAL_PROFILES } from "./partial";
import { CENTRAL_SMALL_TOWNS } from "./small-towns-central";
import { EASTERN_SMALL_TOWNS } from "./small-towns-east";
import { NORTHEAST_SMALL_TOWNS } from "./small-towns-northeast";
import { WESTERN_SMALL_TOWNS } from "./small-towns-west";

/** Cities whose every section is written by hand (docs/product.md, "Town pages"). */
export const FULLY_WRITTEN_CITIES = [
  "Omaha",
  "Lincoln",
  "Norfolk",
  "Bellevue",
  "Kearney",
  "Grand Island",
  "Columbus",
  "Hastings",
  "Fremont",
  "Scottsbluff",
  "North Platte",
  "Beatrice",
] as const;


/** The per-city table, keyed by exact city name as it appears in the directory. */
export const CITY_PROFILES: Readonly<Record<string, CityProfile>> = {
  ...METRO_PROFILES,
  ...EASTERN_HUB_PROFILES,
  ...CENTRAL_HUB_PROFILES,
  ...WESTERN_HUB_PROFILES,
  ...PARTIAL_PROFILES,
  ...EASTERN_SMALL_TOWNS,
  ...NORTHEAST_SMALL_TOWNS,
  ...CENTRAL_SMALL_TOWNS,
  ...WESTERN_SMALL_TOWNS,
};

/** Exact-name lookup; falls back to a case-insensitive match so 'north platte' finds 'North Platte'. */
export function getCityProfile(name: string): CityProfile | undefined {
  if (Object.hasOwn(CITY_PROFILES, name)) return CITY_PROFILES[name];
  const wanted = name.trim().toLowerCase();
  const key = Object.keys(CITY_PROFILES).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : CITY_PROFILES[key];
}
