import type { SiteConfig } from "../config/site";

type AffiliateConfig = Pick<SiteConfig, "partnerBaseUrl" | "affiliateSourceId" | "affiliateId">;

function partnerOrigin(config: AffiliateConfig): string {
  return new URL(config.partnerBaseUrl).origin;
}

/** True when the address is on the partner's host (the only place tracking belongs). */
export function isPartnerUrl(url: string, config: AffiliateConfig): boolean {
  try {
    return new URL(url).host === new URL(config.partnerBaseUrl).host;
  } catch {
    return false;
  }
}

/**
 * Adds source_id and AffiliateID to a partner URL, keeping its query and hash.
 * Other hosts are returned untouched; an address that cannot be parsed gets the
 * parameters appended as plain text (spec §1), so tracking is never lost.
 */
export function withAffiliate(url: string, config: AffiliateConfig): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    const separator = url.includes("?") ? "&" : "?";
    return `${url}${separator}source_id=${encodeURIComponent(config.affiliateSourceId)}&AffiliateID=${encodeURIComponent(config.affiliateId)}`;
  }
  if (parsed.host !== new URL(config.partnerBaseUrl).host) return url;
  parsed.searchParams.set("source_id", config.affiliateSourceId);
  parsed.searchParams.set("AffiliateID", config.affiliateId);
  return parsed.toString();
}

function partnerPath(config: AffiliateConfig, path: string): string {
  const base = new URL(config.partnerBaseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  return `${partnerOrigin(config)}${prefix}${path}`;
}

/** The partner's Nebraska-wide page, tracked. */
export function partnerNebraskaUrl(config: AffiliateConfig): string {
  return withAffiliate(partnerPath(config, "/nebraska/"), config);
}

/** The partner's page for one town: {partner}/nebraska/{city-slug}/, tracked, with an optional fragment. */
export function partnerCityUrl(config: AffiliateConfig, citySlug: string, fragment?: string): string {
  const url = withAffiliate(partnerPath(config, `/nebraska/${encodeURIComponent(citySlug)}/`), config);
  return fragment ? `${url}#${encodeURIComponent(fragment)}` : url;
}

/**
 * Where each of our category slugs lives on the partner site. The crawler reads
 * these pages (untracked) and visitors are sent to them (tracked).
 */
export const PARTNER_CATEGORY_PATHS = {
  "valentines-day": "/valentines-day-flowers/",
  "birthday-flowers": "/birthday-flowers/",
  "mothers-day": "/mothers-day-flowers/",
  "sympathy-funeral": "/funeral-flowers/",
  anniversary: "/anniversary-flowers/",
  "get-well-soon": "/get-well-flowers/",
  "new-baby": "/new-baby-flowers/",
  graduation: "/graduation-flowers/",
  "just-because": "/just-because-flowers/",
} as const satisfies Record<string, string>;

export type PartnerCategorySlug = keyof typeof PARTNER_CATEGORY_PATHS;

export function isPartnerCategorySlug(slug: string): slug is PartnerCategorySlug {
  return Object.hasOwn(PARTNER_CATEGORY_PATHS, slug);
}

/** The partner's category page without tracking: what the crawler fetches. */
export function partnerCategoryPageUrl(config: AffiliateConfig, slug: PartnerCategorySlug): string {
  return partnerPath(config, PARTNER_CATEGORY_PATHS[slug]);
}

/** The partner's category page with tracking (unknown slugs fall back to the Nebraska page). */
export function partnerCategoryUrl(config: AffiliateConfig, slug: string): string {
  return isPartnerCategorySlug(slug)
    ? withAffiliate(partnerCategoryPageUrl(config, slug), config)
    : partnerNebraskaUrl(config);
}

/** The carousel's three source pages, in round-robin order (spec §5). */
export const CAROUSEL_SOURCE_SLUGS = ["birthday-flowers", "anniversary", "sympathy-funeral"] as const satisfies readonly PartnerCategorySlug[];

/** rel for every outbound partner link: paid link, no window.opener. */
export const PARTNER_LINK_REL = "sponsored noopener";
