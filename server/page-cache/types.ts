import type { ServerCacheStatus } from "#core/products/schema";
import type { PageCacheRow } from "../db/schema";

/** The page cache's answer: success, body (what the partner answered), fromCache, cacheStatus, error, and when the body was fetched. */
export type CacheResult =
  | { success: true; body: string; fromCache: boolean; cacheStatus: ServerCacheStatus; fetchedAt: Date; error?: undefined }
  | { success: false; body?: undefined; fromCache: false; cacheStatus: null; fetchedAt: null; error: string };

/** Error texts that belong to the cache (the crawl ones live in server/partner/types.ts). */
export const CACHE_ERRORS = {
  coordinationFailed: "Crawl coordination failed",
  allStrategiesFailed: "All cache strategies failed",
  refreshRunning: "Refresh already running",
} as const;

/** A row as the cache reads it: the answer unpacked into `body` (null while the row only holds a lock). */
export type CachedRow = Omit<PageCacheRow, "body_packed">;

/** A row that holds a partner answer (not only a lock for a first fetch). */
export type StoredRow = CachedRow & { body: string; fetched_at: number };

export const hasPage = (row: CachedRow | undefined): row is StoredRow => row !== undefined && row.body !== null && row.fetched_at !== null;

/** A page just crawled, or (`fromCache`) just stored by another process. */
export function crawledResult(body: string, fetchedAt: Date, fromCache: boolean): CacheResult {
  return { success: true, body, fromCache, cacheStatus: "fresh", fetchedAt };
}

export function failedResult(error: string): CacheResult {
  return { success: false, fromCache: false, cacheStatus: null, fetchedAt: null, error };
}
