import { createRequire } from "node:module";
import type { Places, TownRef } from "#core/care/build-table";
import { getAllCities } from "#core/nebraska/directory";
import { distanceKm } from "#core/nebraska/geo";
import { servedZipsOf } from "#core/nebraska/served-zips";
import { citySlug, resolveCitySlug } from "#core/nebraska/slug";

const KM_PER_MILE = 1.609344;

type ZipLookup = { lookup(zip: string): { latitude: number; longitude: number; state: string } | undefined };

/** Roster spellings the slug rule alone does not reach ("ST PAUL" is covered by the st-paul alias). */
function rosterSlug(town: string): string {
  return resolveCitySlug(citySlug(town.replace(/\s*'\s*/g, "")));
}

/** The directory as the facility table sees it: towns by roster spelling, their delivery ZIPs, and distances. */
export function directoryPlaces(): Places {
  const cities = getAllCities();
  const bySlug = new Map<string, TownRef>();
  for (const city of cities) {
    const ref = { name: city.name, slug: city.slug, deliveryZips: [...city.zipCodes, ...servedZipsOf(city)] };
    bySlug.set(city.slug, ref);
    bySlug.set(rosterSlug(city.name), ref);
  }
  const zipcodes = createRequire(import.meta.url)("zipcodes") as ZipLookup;
  return {
    townOf: (rosterTown) => bySlug.get(rosterSlug(rosterTown)),
    nearestTown: (zip) => {
      const record = zipcodes.lookup(zip);
      if (!record || record.state !== "NE") return undefined;
      const from = { lat: record.latitude, lng: record.longitude };
      let best: { name: string; miles: number } | undefined;
      for (const city of cities) {
        if (!city.coordinates) continue;
        const miles = distanceKm(from, city.coordinates) / KM_PER_MILE;
        if (!best || miles < best.miles) best = { name: city.name, miles };
      }
      return best;
    },
  };
}
