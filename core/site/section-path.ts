/**
 * The one pattern for addresses under a town or a category (its page, or a town's
 * flower-dates file). No data behind it, so an island can use it too; the server's route
 * (core/site/page-route.ts) adds what the directory knows.
 */
const SECTION_PATH = /^\/(cities|categories)\/([^/]+)\/(flower-dates\.ics)?$/;
/** A slug as the site writes them: lowercase words joined by single dashes; nothing in it needs escaping. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any town or category slug we have; longer ones are not worth a lookup. */
export const MAX_SLUG_LENGTH = 60;

export type SectionPath = { section: "cities" | "categories"; slug: string; calendar: boolean };

/** The section, slug (as written) and file of a path under /cities/ or /categories/, when its slug is well formed. */
export function sectionPath(path: string): SectionPath | null {
  const match = SECTION_PATH.exec(path);
  const slug = match?.[2] ?? "";
  if (!match || slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) return null;
  return { section: match[1] === "cities" ? "cities" : "categories", slug, calendar: match[3] !== undefined };
}

/** The slug of a town or category page (not a calendar file) in `section`, or undefined. */
export function pageSlug(path: string, section: SectionPath["section"]): string | undefined {
  const matched = sectionPath(path);
  return matched && !matched.calendar && matched.section === section ? matched.slug : undefined;
}
