import type { Locale } from "../i18n/locale";

/**
 * The one pattern for addresses under a town or a category (its page, or a town's
 * flower-dates file), in either edition: /cities/ and /categories/, or /es/ciudades/ and
 * /es/categorias/ (issue 41). No data behind it, so an island can use it too; the server's
 * route (core/site/page-route.ts) adds what the directory knows.
 */
const SECTION_PATH = /^\/(?:(cities|categories)\/([^/]+)\/(flower-dates\.ics)?|es\/(ciudades|categorias)\/([^/]+)\/(fechas-de-flores\.ics)?)$/;
/** A slug as the site writes them: lowercase words joined by single dashes; nothing in it needs escaping. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any town or category slug we have; longer ones are not worth a lookup. */
export const MAX_SLUG_LENGTH = 60;

/** A Spanish category's slug is Spanish as written here; the route turns it into the category. */
export type SectionPath = { section: "cities" | "categories"; slug: string; calendar: boolean; locale: Locale };

/** The section, slug (as written), file and edition of a town or category address, when its slug is well formed. */
export function sectionPath(path: string): SectionPath | null {
  const match = SECTION_PATH.exec(path);
  if (!match) return null;
  const spanish = match[4] !== undefined;
  const slug = (spanish ? match[5] : match[2]) ?? "";
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return null;
  const section = (spanish ? match[4] === "ciudades" : match[1] === "cities") ? "cities" : "categories";
  return { section, slug, calendar: (spanish ? match[6] : match[3]) !== undefined, locale: spanish ? "es" : "en" };
}

/** The slug of a town or category page (not a calendar file) in `section`, or undefined. */
export function pageSlug(path: string, section: SectionPath["section"]): string | undefined {
  const matched = sectionPath(path);
  return matched && !matched.calendar && matched.section === section ? matched.slug : undefined;
}
