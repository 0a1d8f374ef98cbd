import type { Locale } from "../i18n/locale";
import { flowerDatesPath } from "../site/pages";

/**
 * A town's flower-dates file in each edition (issue 42, item 6): the English file where it
 * always was, the Spanish one beside the Spanish town page. Same events, same UIDs; only the
 * words differ.
 */
export function flowerDatesPathIn(locale: Locale, slug: string): string {
  return locale === "en" ? flowerDatesPath(slug) : `/es/ciudades/${slug}/fechas-de-flores.ics`;
}

const FILE = /^\/(?:cities\/([^/]+)\/flower-dates|es\/ciudades\/([^/]+)\/fechas-de-flores)\.ics$/;

/** The town slug and the language of a flower-dates path, or null for any other path (the server's route can read both with it). */
export function flowerDatesFileOf(path: string): { slug: string; locale: Locale } | null {
  const match = FILE.exec(path);
  if (!match) return null;
  return match[1] ? { slug: match[1], locale: "en" } : { slug: match[2] ?? "", locale: "es" };
}
