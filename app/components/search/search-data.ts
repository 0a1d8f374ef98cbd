import { partnerCityUrl, partnerNebraskaUrl } from "@core/affiliate/links";
import type { SiteConfig } from "@core/config/site";
import { getAllCities, PARTNER_CITY_SLUG_BY_NAME, servedZipsOf, type City } from "@core/nebraska";
import { createSearchIndex, partnerSlugFor, searchableZips, type SearchCity, type SearchLinks } from "@core/search";
import type { ClickTarget, Placement } from "@core/clicks/types";
import { reportClick } from "~/lib/beacon";

/** The directory, read once per module; every search box shares the index. */
const CITIES: readonly City[] = getAllCities();
const CITY_BY_SLUG = new Map(CITIES.map((city) => [city.slug, city]));

/** Towns listed without ZIPs are still found by the ZIPs that serve them (Boys Town: 68010). */
export const CITY_SEARCH_INDEX = createSearchIndex(CITIES.map((city) => ({ ...city, servedZips: servedZipsOf(city) })));

/** The full directory record behind a suggestion (the index only keeps name, slug and ZIPs). */
export function cityForSuggestion(city: SearchCity): City | undefined {
  return CITY_BY_SLUG.get(city.slug);
}

/**
 * Partner addresses for the search model, tracked by core/affiliate/links.ts.
 * PARTNER_CITY_SLUG_BY_NAME is keyed by lowercase name, so the lookup uses the lowercased name.
 */
export function searchLinks(config: SiteConfig): SearchLinks {
  return {
    nebraska: () => remember(partnerNebraskaUrl(config), { targetKind: "nebraska" }),
    city: (slug) => {
      const city = CITY_BY_SLUG.get(slug);
      const partnerSlug = city ? partnerSlugFor(city, PARTNER_CITY_SLUG_BY_NAME) : slug;
      return remember(partnerCityUrl(config, partnerSlug), { targetKind: "city", targetId: slug });
    },
  };
}

type SearchTarget = Pick<ClickTarget, "targetKind" | "targetId">;

/** What each search address points at, for the click report; one entry per town at most. */
const TARGET_BY_URL = new Map<string, SearchTarget>();

function remember(url: string, target: SearchTarget): string {
  TARGET_BY_URL.set(url, target);
  return url;
}

/** The secondary line of a suggestion: region, plus the ZIP that matched or the town's first ZIP. */
export function suggestionDetail(city: SearchCity, input: string): string {
  const record = cityForSuggestion(city);
  const digits = input.trim();
  const zips = searchableZips(city);
  const zip = (/^\d{3,5}$/.test(digits) ? zips.filter((z) => z.startsWith(digits)).sort()[0] : undefined) ?? zips[0];
  const region = record?.region ?? "Nebraska";
  return zip ? `${region} · ${zip}` : region;
}

/** Where a search box sits: the hero, the header (large screens) or the header's search disclosure (phones). */
export type SearchPlacement = Extract<Placement, "hero-search" | "header-search" | "menu-search">;

/**
 * Full-page jump to the partner: same tab for the hero, a new tab for the header (spec §5).
 * The click is reported first, by beacon, which never delays the jump.
 */
export function goToPartner(url: string, placement: SearchPlacement): void {
  const newTab = placement !== "hero-search";
  reportClick({ placement, ...(TARGET_BY_URL.get(url) ?? { targetKind: "nebraska" }) });
  if (newTab) window.open(url, "_blank", "noopener");
  else window.location.assign(url);
}
