import { partnerUrl } from "#core/affiliate/links";
import type { PartnerTarget } from "#core/affiliate/target";
import { clickTargetOf } from "#core/clicks/target";
import type { Placement } from "#core/clicks/types";
import type { SiteConfig } from "#core/config/site";
import { getAllCities } from "#core/nebraska/directory";
import { searchableZips } from "#core/nebraska/zip";
import { deliveryZipOf } from "#core/nebraska/town-zip";
import type { City } from "#core/nebraska/types";
import type { Locale } from "#core/i18n/locale";
import { directorySearchIndex } from "#core/search/directory-index";
import { spanishLandingPath } from "#core/search/landing";
import { SEARCH_TEXT } from "#core/search/messages";
import type { SearchCity } from "#core/search/search-index";
import { reportClick } from "#app/lib/beacon.ts";

/** The directory, read once per module; every search box shares the index. */
const CITIES: readonly City[] = getAllCities();
const CITY_BY_SLUG = new Map(CITIES.map((city) => [city.slug, city]));

/** The same index the server's plain-form route uses (core/search/directory-index.ts). */
export const CITY_SEARCH_INDEX = directorySearchIndex();

/** The secondary line of a suggestion: region, plus the ZIP that matched or the town's delivery ZIP. */
export function suggestionDetail(city: SearchCity, input: string, locale: Locale): string {
  const digits = input.trim();
  const zips = searchableZips(city);
  const zip = (/^\d{3,5}$/.test(digits) ? zips.filter((z) => z.startsWith(digits)).sort()[0] : undefined) ?? deliveryZipOf(city);
  const region = SEARCH_TEXT[locale].region[CITY_BY_SLUG.get(city.slug)?.region ?? "Nebraska"];
  return zip ? `${region} · ${zip}` : region;
}

/** Where a search box sits: the hero, the header (large screens) or the header's search disclosure (phones). */
export type SearchPlacement = Extract<Placement, "hero-search" | "header-search" | "menu-search">;

/**
 * Full-page jump to the partner: same tab for the hero, a new tab for the header (docs/product.md, "Search").
 * The click is reported first, by beacon, which never delays the jump; address and report
 * come from the same target.
 */
export function goToPartner(config: SiteConfig, target: PartnerTarget, placement: SearchPlacement): void {
  const url = partnerUrl(config, target);
  reportClick(clickTargetOf(target, placement));
  if (placement === "hero-search") window.location.assign(url);
  else window.open(url, "_blank", "noopener");
}

/**
 * Where a search goes in the page's language (issue 41): English to the partner (goToPartner),
 * Spanish to our own Spanish town page or, for no match, the Spanish towns list, in the same
 * tab and without a partner click (the visitor has not left for the partner yet).
 */
export function goToLanding(config: SiteConfig, target: PartnerTarget, placement: SearchPlacement, locale: Locale): void {
  if (locale === "en") goToPartner(config, target, placement);
  else window.location.assign(spanishLandingPath(target, locale));
}
