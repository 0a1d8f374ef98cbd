import type { ServerCacheStatus } from "../../core/products/schema";

/** Cache result of spec §3: success, html, fromCache, cacheStatus, error (plus when the page was fetched). */
export type CacheResult =
  | { success: true; html: string; fromCache: boolean; cacheStatus: ServerCacheStatus; fetchedAt: Date; error?: undefined }
  | { success: false; html?: undefined; fromCache: false; cacheStatus: null; fetchedAt: null; error: string };

/** Extra error texts of spec §8 that belong to the cache (the crawl ones live in server/crawl). */
export const CACHE_ERRORS = {
  coordinationFailed: "Crawl coordination failed",
  allStrategiesFailed: "All cache strategies failed",
  refreshRunning: "Refresh already running",
} as const;

/** One row as the admin API shows it (no HTML). */
export type CacheRowView = {
  url: string;
  status: ServerCacheStatus | "empty";
  fetchedAt: string | null;
  expiresAt: string | null;
  acceptableUntil: string | null;
  refreshLockUntil: string | null;
  locked: boolean;
  hitCount: number;
  lastHitAt: string | null;
  lastError: string | null;
  htmlLength: number | null;
};

export function failedResult(error: string): CacheResult {
  return { success: false, fromCache: false, cacheStatus: null, fetchedAt: null, error };
}
