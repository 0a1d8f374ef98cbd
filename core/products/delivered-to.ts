import { citySlug, resolveCitySlug } from "../nebraska/slug";
import { getAllCities, getCityByName, getCityBySlug } from "../nebraska/directory";
import { searchableZips, zipOwners } from "../nebraska/zip";
import type { City } from "../nebraska/types";

import { DELIVERED_TO_MAX } from "./source";

export { DELIVERED_TO_MAX };

let owners: ReadonlyMap<string, City> | undefined;

/**
 * The ZIP a visitor's "town or ZIP" is priced for, with its town: a Nebraska ZIP a town of
 * ours owns or serves, or a town's name or slug (its first ZIP). Undefined for anything
 * else: the route answers 400 and the island says so.
 */
export function deliveredTo(raw: string): { zip: string; town: string } | undefined {
  const input = raw.trim();
  if (input === "" || input.length > DELIVERED_TO_MAX) return undefined;
  if (/^\d{5}$/.test(input)) {
    owners ??= zipOwners(getAllCities());
    const town = owners.get(input);
    return town ? { zip: input, town: town.name } : undefined;
  }
  const town = getCityByName(input) ?? getCityBySlug(resolveCitySlug(citySlug(input)));
  const zip = town ? searchableZips(town)[0] : undefined;
  return town && zip ? { zip, town: town.name } : undefined;
}
