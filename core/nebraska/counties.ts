import { COUNTY_RECORDS, POST_OFFICE_ZIPS } from "./generated/local-facts";
import type { City, CountyRecord } from "./types";

/** The seat and area of a town's county; undefined when the town has no known county. */
export function countyRecord(city: Pick<City, "county">): CountyRecord | undefined {
  const name = city.county?.replace(/\s+County$/i, "").trim();
  if (!name || !Object.hasOwn(COUNTY_RECORDS, name)) return undefined;
  const record = COUNTY_RECORDS[name] as CountyRecord;
  return { ...record };
}

/**
 * The ZIPs of the town's own post office for a town the directory lists without ZIPs
 * (spec §3 gives flat-list towns none); empty when the zipcodes package has none either.
 */
export function postOfficeZips(city: Pick<City, "name" | "zipCodes">): string[] {
  if (city.zipCodes.length > 0) return [];
  return Object.hasOwn(POST_OFFICE_ZIPS, city.name) ? [...(POST_OFFICE_ZIPS[city.name] as readonly string[])] : [];
}
