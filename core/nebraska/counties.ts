import { COUNTY_RECORDS } from "./generated/local-facts";
import type { City, CountyRecord } from "./types";

/** The seat and area of a town's county; undefined when the town has no known county. */
export function countyRecord(city: Pick<City, "county">): CountyRecord | undefined {
  const name = city.county?.replace(/\s+County$/i, "").trim();
  if (!name || !Object.hasOwn(COUNTY_RECORDS, name)) return undefined;
  const record = COUNTY_RECORDS[name] as CountyRecord;
  return { ...record };
}
