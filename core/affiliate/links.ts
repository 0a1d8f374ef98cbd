import type { PartnerTarget } from "./target";

/** The settings a tracked link needs (core/config/site.ts's SiteConfig holds them). */
type AffiliateConfig = { partnerBaseUrl: string; affiliateSourceId: string; affiliateId: string };

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
 * parameters appended as plain text (docs/product.md, "Claims"), so tracking is never lost.
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

/**
 * Where the partner shows one product, for products read from its API. The partner does
 * not publish the pattern (its affiliate dashboard shows it), so it is a setting
 * (PARTNER_PRODUCT_URL_TEMPLATE): a path or an absolute URL with a `{code}` placeholder.
 */
/**
 * The partner's product page as its public affiliate code links it (detail.cfm with the
 * product code as dcode); low confidence, so the link checker reads one product link and
 * /admin/ says when product links fail (docs/decisions/0030-product-links-and-codes.md).
 */
export const DEFAULT_PRODUCT_URL_TEMPLATE = "/detail.cfm?dcode={code}";

/**
 * The partner's page for a product code, without tracking (the products pipeline checks
 * the origin and adds tracking as it does for crawled links). A path template is taken
 * under PARTNER_BASE_URL; the code is URL-encoded, so it can only fill its placeholder.
 */
export function partnerProductPageUrl(config: AffiliateConfig, template: string, code: string): string {
  const filled = template.split("{code}").join(encodeURIComponent(code));
  return /^https?:\/\//i.test(filled) ? filled : partnerPath(config, filled.startsWith("/") ? filled : `/${filled}`);
}

/** The partner's Nebraska page without tracking (the link checker reads it). */
export function partnerNebraskaPageUrl(config: AffiliateConfig): string {
  return partnerPath(config, "/nebraska/");
}

/**
 * One town's partner page without tracking (the link checker reads it). The partner names its
 * Nebraska towns by our slug rule; a town whose page the link checker finds gone links to the
 * Nebraska page instead (partnerUrl's `partnerPageGone`).
 */
export function partnerCityPageUrl(config: AffiliateConfig, slug: string): string {
  return partnerPath(config, `/nebraska/${encodeURIComponent(slug)}/`);
}

/** The carousel's three source pages, merged in turn (docs/product.md, "Products"). */
export const CAROUSEL_SOURCE_SLUGS = ["birthday-flowers", "anniversary", "sympathy-funeral"] as const satisfies readonly PartnerCategorySlug[];

/** rel for every outbound partner link: paid link, no window.opener. */
export const PARTNER_LINK_REL = "sponsored noopener";

type PartnerUrlConfig = AffiliateConfig & { partnerCtaUrl: string };

/**
 * The tracked partner address for a target: the only place a link's address is made.
 * Towns go to {partner}/nebraska/{partner slug}/ (with the fragment after the query),
 * categories to their partner page (an unknown slug to the Nebraska page), home to
 * PARTNER_CTA_URL. A product keeps its address: the products API hands out only partner
 * pages, tracked there with the server's settings.
 */
export function partnerUrl(config: PartnerUrlConfig, target: PartnerTarget): string {
  switch (target.kind) {
    case "nebraska":
      return withAffiliate(partnerNebraskaPageUrl(config), config);
    case "city": {
      const page = target.partnerPageGone ? partnerNebraskaPageUrl(config) : partnerCityPageUrl(config, target.slug);
      const url = withAffiliate(page, config);
      return target.fragment ? `${url}#${encodeURIComponent(target.fragment)}` : url;
    }
    case "category":
      return isPartnerCategorySlug(target.slug)
        ? withAffiliate(partnerCategoryPageUrl(config, target.slug), config)
        : partnerUrl(config, { kind: "nebraska" });
    case "product":
      return target.url;
    case "home":
      return withAffiliate(config.partnerCtaUrl, config);
  }
}
