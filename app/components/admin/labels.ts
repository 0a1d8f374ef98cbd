import type { Placement } from "#core/clicks/types";
import { categoryBySlug } from "#core/content/categories";
import { getCityBySlug } from "#core/nebraska/directory";
import { SITE_TIME_ZONE } from "#core/nebraska/site-time";

const PLACEMENT_LABELS: Record<Placement, string> = {
  "header-order": "Header 'Order Now'",
  "header-search": "Header search result",
  hero: "Home hero 'Same Day Delivery'",
  "hero-search": "Home hero search result",
  "search-empty": "Search 'anywhere in Nebraska'",
  footer: "Footer link",
  "city-order": "City 'Order for Delivery'",
  "city-service-card": "City service card",
  "city-why-choose": "City 'Start Your Order Today'",
  "category-order": "Category 'Order for Delivery'",
  "category-collection": "Category collection link",
  "collection-card": "Category product card",
  "carousel-card": "Carousel product card",
  "carousel-more": "Carousel 'Browse More'",
  "delivery-checker-order": "Delivery checker 'Order for delivery'",
  "menu-search": "Header search result (phones)",
  "occasion-notice": "Valentine's / Mother's Day order-by notice",
  "service-answer": "Sympathy 'When is the service?' answer",
  assistant: "Assistant answer link (MCP, via /go/)",
};

/** A readable name for a stored placement; unknown (older) names show as stored. */
export function placementLabel(placement: string): string {
  return Object.hasOwn(PLACEMENT_LABELS, placement) ? PLACEMENT_LABELS[placement as Placement] : placement;
}

export function cityLabel(slug: string): string {
  return getCityBySlug(slug)?.name ?? slug;
}

export function categoryLabel(slug: string): string {
  return categoryBySlug(slug)?.title ?? slug;
}

const TARGET_KIND_LABELS: Record<string, string> = {
  nebraska: "Nebraska page",
  city: "City page",
  category: "Category page",
  product: "Product",
  home: "Partner home",
};

export function targetLabel(kind: string, id: string | null): string {
  if (kind === "city" && id) return `${cityLabel(id)} (city)`;
  if (kind === "category" && id) return `${categoryLabel(id)} (category)`;
  if (id) return id;
  return TARGET_KIND_LABELS[kind] ?? kind;
}

const CACHE_STATUS: Record<string, { label: string; tone: "good" | "warn" | "bad" | "none" }> = {
  fresh: { label: "Fresh", tone: "good" },
  stale_but_acceptable: { label: "Stale", tone: "warn" },
  expired_but_served: { label: "Expired", tone: "bad" },
  empty: { label: "Not fetched yet", tone: "none" },
};

export function cacheStatusLabel(status: string) {
  return CACHE_STATUS[status] ?? { label: status, tone: "none" as const };
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: SITE_TIME_ZONE });
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** An ISO instant as Central time, the zone the click days use too. */
export function formatDateTime(iso: string | null): string {
  return iso ? `${DATE_TIME.format(new Date(iso))} CT` : "Never";
}

/** yyyy-MM-dd as "Nov 21" (the string is already a Central calendar day). */
export function formatDay(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

export const NUMBER = new Intl.NumberFormat("en-US");
