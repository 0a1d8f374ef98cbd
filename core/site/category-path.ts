import { categoryPathIn } from "../i18n/edition-paths";
import type { Locale } from "../i18n/locale";
import { categoryPath } from "./pages";
import { categoryBySlug } from "../content/categories";

/**
 * A category page's own address in `locale`: the Spanish page of a category has its Spanish
 * slug (core/site/edition-paths.ts); a slug no category has keeps its English shape. A module
 * of its own, so the products island links the Spanish page without carrying the pages' copy.
 */
export function categoryPagePath(slug: string, locale: Locale = "en"): string {
  const category = locale === "es" ? categoryBySlug(slug) : undefined;
  return category ? categoryPathIn("es", category.slug) : categoryPath(slug);
}
