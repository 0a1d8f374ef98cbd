import { SERVED_ZIPS_BY_TOWN } from "./generated/served-zips";
import type { City } from "./types";

export { SERVED_ZIPS_BY_TOWN };

/**
 * The ZIPs that reach a town the directory lists without ZIP codes (its post office's,
 * from scripts/build-data.ts); none for a town with ZIPs of its own.
 */
export function servedZipsOf(city: Pick<City, "name" | "zipCodes">): readonly string[] {
  if (city.zipCodes.length > 0) return [];
  return Object.hasOwn(SERVED_ZIPS_BY_TOWN, city.name) ? (SERVED_ZIPS_BY_TOWN[city.name] ?? []) : [];
}
