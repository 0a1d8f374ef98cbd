import type { TimeZone } from "./types";

/** The site's own zone: its day (rendered pages, delivered-price rules, click counts) is Omaha's. */
export const SITE_TIME_ZONE = "America/Chicago" satisfies TimeZone;

/** The site's day at `at`, as YYYY-MM-DD. */
export const siteDay = (at: Date = new Date()): string => at.toLocaleDateString("en-CA", { timeZone: SITE_TIME_ZONE });
