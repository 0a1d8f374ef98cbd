import type { Locale } from "../i18n/locale";
import { categoryOrMadeUpPathIn } from "../routes/routes";

/**
 * A category page's own address in `locale`: the Spanish page of a category has its Spanish
 * slug (core/routes/routes.ts); a slug no category has stays at the address it was asked at,
 * in its own edition (issue 52: a made-up Spanish category named the English address as its
 * canonical). A module of its own, so the products island links the Spanish page without
 * carrying the pages' copy.
 */
export function categoryPagePath(slug: string, locale: Locale): string {
  return categoryOrMadeUpPathIn(locale, slug);
}
