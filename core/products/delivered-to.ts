import { getCityBySlug } from "../nebraska/directory";
import { deliveryZipOf, townOf } from "../nebraska/town-zip";
import type { City } from "../nebraska/types";
import { isZip, MAX_TOWN_TEXT } from "../nebraska/zip";
import { directorySearchIndex } from "../search/directory-index";
import { suggestCities } from "../search/suggest";




/** What the search box would land on for the text: the town itself, else its first suggestion. */
function townFound(input: string): City | undefined {
  const town = townOf(input);
  if (town) return town;
  const first = suggestCities(directorySearchIndex(), input, 1)[0];
  return first ? getCityBySlug(first.slug) : undefined;
}

/**
 * The ZIP a visitor's "town or ZIP" is priced for, with its town: a ZIP that leads to one of
 * our towns is priced there; any other text the search would find is priced at that town's
 * delivery ZIP (core/nebraska/town-zip.ts). Undefined for what the search would not find:
 * the route answers 400 and the island says so.
 */
export function deliveredTo(raw: string): { zip: string; town: string } | undefined {
  const input = raw.trim();
  if (input === "" || input.length > MAX_TOWN_TEXT) return undefined;
  const town = townFound(input);
  if (!town) return undefined;
  const zip = isZip(input) ? input : deliveryZipOf(town);
  return zip ? { zip, town: town.name } : undefined;
}
