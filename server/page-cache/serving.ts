import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { crawlErrorDetail, type CrawlProvider } from "../crawl/types";
import type { Bookkeeping, CacheLogger } from "./bookkeeping";
import type { CrawlCoordinator } from "./crawl-coordinator";
import { cacheStatusOf } from "./policy";
import * as repo from "./repository";
import type { createRowMemory } from "./row-memory";
import { singleFlight } from "./single-flight";
import { CACHE_ERRORS, type CacheResult, crawledResult, failedResult, hasPage, type StoredRow } from "./types";

export type ServingOptions = {
  db: Kysely<Database>;
  provider: CrawlProvider;
  logger: CacheLogger;
  now: () => Date;
  /** Wait when another process holds the lock (spec: 2 s). */
  waitMs: number;
  rows: ReturnType<typeof createRowMemory>;
  crawls: CrawlCoordinator;
  books: Bookkeeping;
};

/**
 * The answer to a page request (spec §3): a stored page whatever its age (refreshed
 * behind the visitor when not fresh), else a crawl coordinated with other
 * processes, else, when the database itself fails, a crawl without it.
 */
export function createServing({ db, provider, logger, now, waitMs, rows, crawls, books }: ServingOptions) {
  const flights = singleFlight<CacheResult>();

  function serve(url: string, row: StoredRow, refresh: boolean): CacheResult {
    const cacheStatus = cacheStatusOf(row, now());
    books.countHit(url);
    if (refresh && cacheStatus !== "fresh") crawls.scheduleRefresh(url);
    return { success: true, html: row.html, fromCache: true, cacheStatus, fetchedAt: new Date(row.fetched_at) };
  }

  /** No usable row: crawl under the lock, or wait for the process that holds it. */
  async function coordinatedCrawl(url: string): Promise<CacheResult> {
    const recent = crawls.backingOff(url);
    if (recent) return failedResult(recent);
    const outcome = await crawls.crawlOnce(url, "crawl", true);
    if (outcome.kind === "stored") return crawledResult(outcome.html, outcome.fetchedAt, outcome.reused);
    if (outcome.kind === "failed") return failedResult(outcome.error);
    books.record({ url, action: "lock_wait" });
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const row = await repo.getRow(db, url);
    if (hasPage(row)) return serve(url, row, false);
    books.record({ url, action: "coordination_failed", errorMessage: "no page after waiting for the other crawl" });
    return failedResult(CACHE_ERRORS.coordinationFailed);
  }

  /** The database failed: crawl without it, so visitors still get products. */
  async function uncachedCrawl(url: string): Promise<CacheResult> {
    try {
      return crawledResult(await provider.fetchHtml(url), now(), false);
    } catch (error) {
      logger.error({ url, detail: crawlErrorDetail(error) }, "crawl without cache failed");
      return failedResult(CACHE_ERRORS.allStrategiesFailed);
    }
  }

  return {
    async getOrCrawlHtml(url: string): Promise<CacheResult> {
      try {
        const row = await rows.read(url);
        if (hasPage(row)) return serve(url, row, true);
        return await flights.run(url, () => coordinatedCrawl(url));
      } catch (error) {
        logger.error({ url, err: error }, "page cache unavailable");
        return flights.run(`uncached:${url}`, () => uncachedCrawl(url));
      }
    },

    async forceRefresh(url: string): Promise<CacheResult> {
      const outcome = await crawls.crawlOnce(url, "force_refresh", false);
      if (outcome.kind === "stored") return crawledResult(outcome.html, outcome.fetchedAt, false);
      return failedResult(outcome.kind === "failed" ? outcome.error : CACHE_ERRORS.refreshRunning);
    },
  };
}
