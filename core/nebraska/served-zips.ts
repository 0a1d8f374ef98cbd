import { getAllCities } from "./directory";
import { SERVED_ZIPS_BY_TOWN } from "./generated/served-zips";
import { zipOwners } from "./zip";

/** Its post office's ZIPs (scripts/build-data.ts) for a town listed without ZIPs; none otherwise. */
function postOfficeZips(city: { name: string; zipCodes: readonly string[] }): readonly string[] {
  if (city.zipCodes.length > 0) return [];
  return Object.hasOwn(SERVED_ZIPS_BY_TOWN, city.name) ? (SERVED_ZIPS_BY_TOWN[city.name] ?? []) : [];
}

/** Which town each ZIP leads to across the directory, under the one ZIP rule. */
const OWNER_SLUG: ReadonlyMap<string, string> = new Map(
  [...zipOwners(getAllCities().map((city) => ({ slug: city.slug, zipCodes: city.zipCodes, servedZips: postOfficeZips(city) })))].map(
    ([zip, town]) => [zip, town.slug],
  ),
);

/**
 * The ZIPs that reach a town the directory lists without ZIP codes, less any the ZIP
 * rule gives another town, so a town page never claims a ZIP the search sends elsewhere.
 */
export function servedZipsOf(city: { name: string; slug: string; zipCodes: readonly string[] }): readonly string[] {
  return postOfficeZips(city).filter((zip) => OWNER_SLUG.get(zip) === city.slug);
}

/** The slug of the town a Nebraska ZIP leads to under the one ZIP rule (its own ZIPs first, then those that serve it). */
export function townSlugOfZip(zip: string): string | undefined {
  return OWNER_SLUG.get(zip);
}
