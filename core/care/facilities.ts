import { FACILITIES, LEFT_OUT, ROSTERS } from "./generated/facilities";
import type { Facility, LeftOutRow, Roster, RosterId } from "./types";

export type { Facility, LeftOutRow, Roster } from "./types";

const BY_TOWN = new Map<string, Facility[]>();
for (const facility of FACILITIES) BY_TOWN.set(facility.townSlug, [...(BY_TOWN.get(facility.townSlug) ?? []), facility]);

/** Every listed facility in a town, hospitals first, then by name (empty for a town without any). */
export function facilitiesIn(townSlug: string): readonly Facility[] {
  return BY_TOWN.get(townSlug) ?? [];
}

/** A town's hospital by its page slug. */
export function hospitalIn(townSlug: string, slug: string): Facility | undefined {
  return facilitiesIn(townSlug).find((facility) => facility.roster === "hospital" && facility.slug === slug);
}

/** How many hospitals and assisted-living homes a town's list holds, for the town page's one line. */
export function careCounts(townSlug: string): { hospitals: number; homes: number } {
  const list = facilitiesIn(townSlug);
  const hospitals = list.filter((facility) => facility.roster === "hospital").length;
  return { hospitals, homes: list.length - hospitals };
}

/** Whether `zip` is the ZIP of a place on the town's list (a hospital page asks for its own delivery days there). */
export function isCareZipOf(townSlug: string, zip: string): boolean {
  return facilitiesIn(townSlug).some((facility) => facility.zip === zip);
}

/** Towns with at least one facility, by slug. */
export function townsWithFacilities(): readonly string[] {
  return [...BY_TOWN.keys()];
}

/** A roster's title and date ("2026-06-16"); every facility carries its roster's date. */
export function rosterOf(id: RosterId): Roster {
  const roster = ROSTERS.find((candidate) => candidate.id === id);
  if (!roster) throw new Error(`no roster ${id} in core/care/generated/facilities.ts`);
  return roster;
}

export const ALL_FACILITIES: readonly Facility[] = FACILITIES;
export const LEFT_OUT_ROWS: readonly LeftOutRow[] = LEFT_OUT;
