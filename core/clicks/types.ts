import { SITE_TIME_ZONE } from "../nebraska/site-time";

/**
 * Where on our pages a partner link sits. Reported with each outbound click, so
 * renaming one splits its history: add new names rather than rename old ones.
 */
export const PLACEMENTS = [
  "header-order",
  "header-search",
  "hero",
  "hero-search",
  "search-empty",
  "footer",
  "city-order",
  "city-service-card",
  "city-why-choose",
  "category-order",
  "category-collection",
  "collection-card",
  "carousel-card",
  "carousel-more",
  "delivery-checker-order",
  "menu-search",
  "occasion-notice",
  "service-answer",
  /** A link in an assistant's answer (the MCP tools, issue 51), followed through /go/. */
  "assistant",
] as const;

export type Placement = (typeof PLACEMENTS)[number];

/** Where a click came from: a link on our pages, or a link in an assistant's answer (issue 51). */
export const CLICK_SOURCES = ["pages", "assistant"] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

export function clickSourceOf(placement: string): ClickSource {
  return placement === "assistant" ? "assistant" : "pages";
}

/** What kind of partner page a link opens; "home" is the partner's front page. */
export const TARGET_KINDS = ["nebraska", "city", "category", "product", "home"] as const;

export type TargetKind = (typeof TARGET_KINDS)[number];

/** Kinds whose link names one target (a slug, or a product title); the others name none. */
export const KINDS_WITH_TARGET_ID: readonly TargetKind[] = ["city", "category", "product"];

/** One outbound click as the browser reports it: no time (the server stamps it), nothing about the visitor. */
export type ClickEvent = {
  /** Our page's path, as the route table writes it (e.g. Omaha's town page). */
  path: string;
  placement: Placement;
  targetKind: TargetKind;
  /** City or category slug, or the product title; absent for the Nebraska page and the partner home. */
  targetId?: string;
};

/** The link half of a ClickEvent: what a PartnerLink knows about itself. */
export type ClickTarget = Omit<ClickEvent, "path">;

export const CLICK_LIMITS = {
  pathMax: 300,
  targetIdMax: 200,
  /** Bytes; a real beacon is under 400. */
  bodyMax: 2_048,
  daysMin: 1,
  daysMax: 366,
  daysDefault: 30,
  /** Rows in the top-pages, top-cities and top-links lists. */
  topMax: 50,
} as const;

/** Reports count calendar days in the owner's zone (the partner's same-day cut-off is Central too). */
export const CLICKS_TIME_ZONE = SITE_TIME_ZONE;

/** The periods the dashboard offers. */
export const PERIOD_CHOICES = [7, 30, 90] as const;

export const CLICKS_ENDPOINT = "/api/clicks";
