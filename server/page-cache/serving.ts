import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { partnerErrorDetail, type PartnerFetcher } from "../partner/types";
import type { Bookkeeping, CacheLogger } from "./bookkeeping";
import type { CrawlCoordinator } from "./crawl-coordinator";
import { cacheStatusOf } from "./policy";
import * as repo from "./repository";
import type { createRowMemory } from "./row-memory";
import { singleFlight } from "../concurrency/single-flight";
import { timedCache } from "../concurrency/timed-cache";
import { CACHE_ERRORS, type CacheResult, crawledResult, failedResult, hasPage, type StoredRow } from "./types";

export type ServingOptions = {
  db: Kysely<Database>;
  provider: PartnerFetcher;
  logger: CacheLogger;
  now: () => Date;
  /** Wait when another process holds the lock before reading its stored page (CACHE_POLICY.waitMs, 2 s). */
  waitMs: number;
  /** How long a page crawled while the database failed is reused (and a failure remembered). */
  uncachedReuseMs?: number;
  /** Told when the database failed under a request (health reports it). */
  onDatabaseFailure?: () => void;
  rows: ReturnType<typeof createRowMemory>;
  crawls: CrawlCoordinator;
  books: Bookkeeping;
};

/**
 * The answer to a page request: a stored page whatever its age (refreshed
 * behind the visitor when not fresh), else a crawl coordinated with other
 * processes, else, when the database itself fails, a crawl without it.
 */
/** URLs whose uncached crawl is remembered: the product sources, a few dozen at most. */
const MAX_UNCACHED = 64;

export function createServing({ db, provider, logger, now, waitMs, rows, crawls, books, uncachedReuseMs = 30_000, onDatabaseFailure }: ServingOptions) {
  const flights = singleFlight<CacheResult>();

  function serve(url: string, row: StoredRow, refresh: boolean): CacheResult {
    const cacheStatus = cacheStatusOf(row, now());
    books.countHit(url);
    if (refresh && cacheStatus !== "fresh") crawls.scheduleRefresh(url);
    return { success: true, body: row.body, fromCache: true, cacheStatus, fetchedAt: new Date(row.fetched_at) };
  }

  /** No usable row: crawl under the lock, or wait for the process that holds it. */
  async function coordinatedCrawl(url: string): Promise<CacheResult> {
    const recent = crawls.backingOff(url);
    if (recent) return failedResult(recent);
    const outcome = await crawls.crawlOnce(url, "crawl", true);
    if (outcome.kind === "stored") return crawledResult(outcome.body, outcome.fetchedAt, outcome.reused);
    if (outcome.kind === "failed") return failedResult(outcome.error);
    books.record({ url, action: "lock_wait" });
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const row = await repo.getRow(db, url);
    if (hasPage(row)) return serve(url, row, false);
    books.record({ url, action: "coordination_failed", errorMessage: "no page after waiting for the other crawl" });
    return failedResult(CACHE_ERRORS.coordinationFailed);
  }

  /**
   * The database failed: crawl without it, so visitors still get products. The answer (or
   * the failure) is reused for `uncachedReuseMs`, so a database that cannot be written does
   * not turn every products request into a partner fetch.
   */
  const uncached = timedCache<string, CacheResult>({ max: MAX_UNCACHED, ttlMs: uncachedReuseMs, now });
  async function uncachedCrawl(url: string): Promise<CacheResult> {
    const kept = uncached.get(url);
    if (kept) return kept;
    let result: CacheResult;
    try {
      result = crawledResult(await provider.fetchAnswer(url), now(), false);
    } catch (error) {
      logger.error({ url, detail: partnerErrorDetail(error) }, "crawl without cache failed");
      result = failedResult(CACHE_ERRORS.allStrategiesFailed);
    }
    if (uncachedReuseMs > 0) uncached.set(url, result);
    return result;
  }

  return {
    async getOrFetch(url: string): Promise<CacheResult> {
      try {
        const row = await rows.read(url);
        if (hasPage(row)) return serve(url, row, true);
        return await flights.run(url, () => coordinatedCrawl(url));
      } catch (error) {
        logger.error({ url, err: error }, "page cache unavailable");
        onDatabaseFailure?.();
        return flights.run(`uncached:${url}`, () => uncachedCrawl(url));
      }
    },

    async forceRefresh(url: string): Promise<CacheResult> {
      let outcome = await crawls.crawlOnce(url, "force_refresh", false);
      if (outcome.kind === "locked" && !crawls.running(url)) {
        // Another holder's lock: the admin asked for a crawl now, so it is cleared (a holder
        // that is gone would otherwise block the URL until its lease runs out).
        await repo.clearRefreshLock(db, url);
        books.record({ url, action: "lock_cleared" });
        outcome = await crawls.crawlOnce(url, "force_refresh", false);
      }
      if (outcome.kind === "stored") return crawledResult(outcome.body, outcome.fetchedAt, false);
      return failedResult(outcome.kind === "failed" ? outcome.error : CACHE_ERRORS.refreshRunning);
    },
  };
}
