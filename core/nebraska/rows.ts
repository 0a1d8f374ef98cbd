import type { RegionName, TimeZone } from "./types";

/** One line of the generated table (core/nebraska/generated/cities.ts). */
export type CityRow = {
  name: string;
  slug: string;
  region: RegionName | "Nebraska";
  area?: string;
  population: number;
  zipCodes: readonly string[];
  county: string;
  timeZone: TimeZone;
  lat: number;
  lng: number;
};

/** A region holds either a flat list of towns or a map of area name to towns (docs/product.md). */
export type RegionTable = Readonly<Record<RegionName, readonly string[] | Readonly<Record<string, readonly string[]>>>>;
