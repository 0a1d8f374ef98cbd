import { categoryPathIn, SECTION_WORD } from "../i18n/edition-paths";
import type { Locale } from "../i18n/locale";
import { categoryPath } from "./pages";
import { categoryBySlug } from "../content/categories";

/**
 * A category page's own address in `locale`: the Spanish page of a category has its Spanish
 * slug (core/site/edition-paths.ts); a slug no category has stays at the address it was asked
 * at, in its own edition (issue 52: a made-up Spanish category named the English address as
 * its canonical). A module of its own, so the products island links the Spanish page without
 * carrying the pages' copy.
 */
export function categoryPagePath(slug: string, locale: Locale = "en"): string {
  if (locale === "en") return categoryPath(slug);
  const category = categoryBySlug(slug);
  return category ? categoryPathIn("es", category.slug) : `/es/${SECTION_WORD.categories.es}/${slug}/`;
}
