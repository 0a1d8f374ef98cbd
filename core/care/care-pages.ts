import { careIndexPathIn, careListPathIn, careListPathOf, hospitalPathOf } from "../routes/routes";
import type { Locale } from "../i18n/locale";
import { getCityBySlug } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { careCounts, facilitiesIn, rosterOf, townsWithFacilities } from "./facilities";
import { CARE_LIST_TEXT } from "./care-list-text";
import type { Facility } from "./types";

/**
 * The towns' lists of hospitals and assisted-living homes and the statewide index (issue 49,
 * items 3 and 4; docs/decisions/0059): which towns have one, their addresses, and the date
 * each is as new as (its rosters' latest), for the sitemap, the feeds and IndexNow.
 */

/** Directory towns with at least one listed facility, by name (every facility's town is a directory town: core/care/table.test.ts). */
export const CARE_TOWNS: readonly City[] = townsWithFacilities()
  .flatMap((slug) => {
    const town = getCityBySlug(slug);
    return town ? [town] : [];
  })
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const CARE_TOWN_SLUGS = new Set(CARE_TOWNS.map((town) => town.slug));

/** A directory town with a list, by slug. */
export function careTown(slug: string): City | undefined {
  return CARE_TOWN_SLUGS.has(slug) ? getCityBySlug(slug) : undefined;
}

/** The later of two ISO dates. */
const later = (a: string, b: string) => (a > b ? a : b);

/** A list's date: the latest roster any of its rows comes from. */
function careListDate(list: readonly Facility[]): string {
  return list.reduce((date, facility) => later(date, rosterOf(facility.roster).date), "");
}

/** The index's date: the latest roster. */
function careIndexDate(): string {
  return later(rosterOf("hospital").date, rosterOf("alf").date);
}

/** A care page (hospital page, town list, index) as its roster dates it, or undefined for any other path. */
export function rosterDateOfPath(path: string): string | undefined {
  if (hospitalPathOf(path)) return rosterOf("hospital").date;
  if (path === careIndexPathIn("en") || path === careIndexPathIn("es")) return careIndexDate();
  const list = careListPathOf(path);
  return list && careTown(list.townSlug) ? careListDate(facilitiesIn(list.townSlug)) : undefined;
}

/** The town lists' and the index's English paths, in the feeds' order (index first, then the towns by name). */
export function carePagePaths(locale: Locale): string[] {
  return [careIndexPathIn(locale), ...CARE_TOWNS.map((town) => careListPathIn(locale, town.slug))];
}

export type CareFeedPage = { path: string; title: string; description: string; source: null; lastmod: string };

/** The index and the town lists as the RSS feed and IndexNow list them: dated by their rosters. */
export function careFeedPages(locale: Locale): CareFeedPage[] {
  const text = CARE_LIST_TEXT[locale];
  return [
    { path: careIndexPathIn(locale), title: text.indexTitle, description: text.indexDescription, source: null, lastmod: careIndexDate() },
    ...CARE_TOWNS.map((town) => ({
      path: careListPathIn(locale, town.slug),
      title: text.title(town.name),
      description: text.description(town.name, careCounts(town.slug)),
      source: null,
      lastmod: careListDate(facilitiesIn(town.slug)),
    })),
  ];
}
