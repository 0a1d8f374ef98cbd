import { deliveryCalendar } from "../delivery/delivery-calendar";
import type { NoDeliveryRule } from "../delivery/no-delivery-days";
import { categoryOccasionKey, isOccasionSlug, nextOccasion, upcomingOccasions } from "../delivery/occasions";
import { hospitalIn } from "../care/facilities";
import { englishPathOf, hospitalPathOf } from "../routes/routes";
import { localeOfPath } from "../i18n/locale";
import type { ProductSource } from "../products/source";
import { contentHash } from "../site/page-sources";
import { pageSlug } from "../routes/routes";
import { SITE_TIME_ZONE } from "../nebraska/site-time";

/** A sitemap page as IndexNow watches it: its path and lastmod (feedPages()). */
export type WatchedPage = { path: string; lastmod?: string };


/** The products a page shows: the featured list on home and town pages, its own on a category page, none elsewhere; in either edition. */
export function productSourceOf(path: string): ProductSource | null {
  // A Spanish page shows what its English twin shows, under its own words (issue 41).
  const english = englishPathOf(path);
  if (english === "/" || pageSlug(english, "cities") !== undefined) return { kind: "featured" };
  // A hospital page shows the get-well list priced to the hospital's ZIP (issue 49).
  const hospital = hospitalPathOf(english);
  if (hospital) {
    const facility = hospitalIn(hospital.townSlug, hospital.slug);
    return facility ? { kind: "category", slug: "get-well-soon", zip: facility.zip } : null;
  }
  const category = pageSlug(english, "categories");
  return category ? { kind: "category", slug: category } : null;
}

/**
 * Which occasion notices a page carries on `now`: the home and town pages name the
 * occasions within 30 days (Central and Mountain days, as the notice speaks for
 * either zone), an occasion's category page its next occurrence. The text of a
 * notice follows from these and the build's rules, so the names and years are enough.
 */
export function occasionNoticeKey(path: string, now: Date, rules?: readonly NoDeliveryRule[]): string {
  // The Spanish edition announces its own days (May 10 for Mother's Day, issue 41).
  const locale = localeOfPath(path);
  const english = englishPathOf(path);
  const category = pageSlug(english, "categories");
  if (category !== undefined) {
    if (!isOccasionSlug(category)) return "";
    const next = nextOccasion(categoryOccasionKey(category, locale), now, deliveryCalendar(SITE_TIME_ZONE, rules));
    return `${next.slug}-${next.day.year}`;
  }
  if (english !== "/" && pageSlug(english, "cities") === undefined) return "";
  const zones = ["America/Chicago", "America/Denver"] as const;
  const keys = zones.flatMap((zone) =>
    upcomingOccasions(now, deliveryCalendar(zone, rules), undefined, locale).map((occasion) => `${occasion.slug}-${occasion.day.year}`),
  );
  return [...new Set(keys)].sort().join(",");
}

/**
 * What a page's content depends on, as one short hash: its lastmod, its
 * products' version (null: none shown) and its occasion notices. IndexNow is
 * told of a page when this changes.
 */
export function pageFingerprint(page: WatchedPage, productsVersion: string | null, noticeKey: string): string {
  return contentHash([page.lastmod ?? "", productsVersion ?? "", noticeKey]);
}

/** IndexNow's key: 8-128 letters, digits or dashes (the protocol's own rule). */
export const INDEXNOW_KEY = /^[A-Za-z0-9-]{8,128}$/;

/** The most URLs one IndexNow request may carry. */
export const INDEXNOW_BATCH_MAX = 10_000;

/** The body of one notice (POST JSON to the endpoint). */
export function indexNowBody(siteUrl: string, key: string, paths: readonly string[]) {
  const origin = new URL(siteUrl);
  const base = siteUrl.replace(/\/+$/, "");
  return { host: origin.host, key, keyLocation: `${base}/${key}.txt`, urlList: paths.map((path) => `${base}${path}`) };
}
