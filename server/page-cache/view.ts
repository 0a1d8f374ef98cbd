import { cacheStatusOf } from "./policy";
import type { PageCacheSummary } from "./repository";
import type { CacheRowView } from "#core/admin/cache-rows";

const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());

/** A row as the admin API shows it: ISO times, its status now, whether a lock is live. */
export function toRowView(row: PageCacheSummary, now: Date): CacheRowView {
  return {
    url: row.url,
    status: row.fetched_at === null ? "empty" : cacheStatusOf(row, now),
    fetchedAt: iso(row.fetched_at),
    expiresAt: iso(row.expires_at),
    acceptableUntil: iso(row.acceptable_until),
    refreshLockUntil: iso(row.refresh_lock_until),
    locked: row.refresh_lock_until !== null && row.refresh_lock_until > now.getTime(),
    hitCount: Number(row.hit_count),
    lastHitAt: iso(row.last_hit_at),
    lastError: row.last_error,
    bodyLength: row.body_length,
  };
}
