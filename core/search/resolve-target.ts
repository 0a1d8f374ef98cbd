import type { SearchCity, SearchIndex } from "./search-index";
import { isFullZip, suggestCities } from "./suggest";

/**
 * How the app turns a result into an address. The app owns tracking and the
 * partner host (core/affiliate/links.ts); the search model only picks the target.
 */
export type SearchLinks = {
  nebraska(): string;
  city(slug: string): string;
};

/**
 * Where Enter or the Find button goes (spec §5): empty → the Nebraska-wide page;
 * a full 5-digit ZIP of a known town → that town; otherwise the first suggestion
 * (so 3-4 digits go to the first ZIP-prefix match); nothing → the Nebraska page.
 */
export function resolveSearchTarget(index: SearchIndex, input: string, links: SearchLinks): string {
  const text = input.trim();
  if (text === "") return links.nebraska();

  if (isFullZip(text)) {
    const city = index.cityByZip.get(text);
    if (city) return links.city(city.slug);
  }

  const first = suggestCities(index, text, 1)[0];
  return first ? links.city(first.slug) : links.nebraska();
}

/**
 * The partner's slug for a town: the mapped one when the partner names it
 * differently, else the town's own slug, which builds {partner}/nebraska/{slug}/
 * (spec §5 fallback). The map is keyed by lowercase name (spec §3); own keys only, so a name such
 * as "constructor" never reads Object.prototype.
 */
export function partnerSlugFor(city: Pick<SearchCity, "name" | "slug">, partnerSlugByName: Readonly<Record<string, string>>): string {
  const key = city.name.toLowerCase();
  return Object.hasOwn(partnerSlugByName, key) ? (partnerSlugByName[key] ?? city.slug) : city.slug;
}
