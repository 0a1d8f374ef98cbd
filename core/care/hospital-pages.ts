import { hospitalPathIn } from "../routes/routes";
import type { Locale } from "../i18n/locale";
import { getCityBySlug } from "../nebraska/directory";
import { ALL_FACILITIES, rosterOf } from "./facilities";
import { HOSPITAL_TEXT } from "./hospital-text";
import type { Facility } from "./types";

/**
 * The hospitals that have pages (issue 49): every hospital we suggest flowers for
 * (docs/decisions/0053), in the table's order (by town, then name).
 */
export const PAGED_HOSPITALS: readonly Facility[] = ALL_FACILITIES.filter((facility) => facility.roster === "hospital" && facility.flowers);

export function hospitalPagePath(facility: Facility, locale: Locale): string {
  return hospitalPathIn(locale, facility.townSlug, facility.slug);
}

/** A hospital page as the sitemap, the RSS feed and IndexNow list it: dated by its roster, not by a build. */
export type HospitalFeedPage = { path: string; title: string; description: string; source: Facility; lastmod: string };

export function hospitalFeedPages(locale: Locale): HospitalFeedPage[] {
  const text = HOSPITAL_TEXT[locale];
  const lastmod = rosterOf("hospital").date;
  return PAGED_HOSPITALS.map((facility) => {
    const town = getCityBySlug(facility.townSlug)?.name ?? facility.townSlug;
    return {
      path: hospitalPagePath(facility, locale),
      title: text.title(facility.name, town),
      description: text.description(facility.name, town, facility.zip),
      source: facility,
      lastmod,
    };
  });
}
