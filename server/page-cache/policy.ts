import type { ServerCacheStatus } from "#core/products/schema";

const HOUR = 60 * 60 * 1000;

/** Cache times (docs/product.md, "Limits": fresh 72 hours, acceptable 14 days, refresh lock 10 minutes). */
export const CACHE_POLICY = {
  freshMs: 72 * HOUR,
  acceptableMs: 14 * 24 * HOUR,
  lockMinutes: 10,
  waitMs: 2_000,
} as const;

export type CachePolicy = typeof CACHE_POLICY;

type Timed = { expires_at: number | null; acceptable_until: number | null };

/**
 * fresh until expires_at, stale_but_acceptable until acceptable_until,
 * expired_but_served after (an old page still beats no page).
 */
export function cacheStatusOf(row: Timed, now: Date): ServerCacheStatus {
  const time = now.getTime();
  if (row.expires_at !== null && row.expires_at > time) return "fresh";
  if (row.acceptable_until !== null && row.acceptable_until > time) return "stale_but_acceptable";
  return "expired_but_served";
}
