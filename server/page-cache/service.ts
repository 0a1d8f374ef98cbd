import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database, PageCacheRow } from "../db/schema";
import { crawlErrorDetail, crawlErrorMessage, type CrawlProvider } from "../crawl/types";
import { createHitBuffer } from "./hits";
import { CACHE_POLICY, cacheStatusOf, type CachePolicy } from "./policy";
import * as repo from "./repository";
import { CACHE_ERRORS, failedResult, type CacheResult, type CacheRowView } from "./types";
import { toRowView } from "./view";

export type PageCacheOptions = {
  db: Kysely<Database>;
  provider: CrawlProvider;
  logger: Pick<Logger, "debug" | "info" | "warn" | "error">;
  now?: () => Date;
  /** Wait when another process holds the lock (spec: 2 s). */
  waitMs?: number;
  policy?: Partial<Pick<CachePolicy, "freshMs" | "acceptableMs" | "lockMinutes">>;
  /** After a failed crawl, the URL is not crawled again for this long (protects a failing partner). */
  failureBackoffMs?: number;
  hitFlushMs?: number;
  /**
   * How long a fresh row read from the database may be served from memory. Hot URLs
   * (the carousel reads three pages per request) then cost no database round trip and
   * no re-read of the stored HTML. 0 (the default) reads the database every time.
   */
  rowMemoryMs?: number;
};

export type PageCache = {
  getOrCrawlHtml(url: string): Promise<CacheResult>;
  /** Crawls now, whatever the row's age (admin). */
  forceRefresh(url: string): Promise<CacheResult>;
  listRows(): Promise<CacheRowView[]>;
  listOperations(limit?: number): ReturnType<typeof repo.listOperations>;
  /** Resolves when background refreshes, logs and hit counts are written. */
  drain(): Promise<void>;
  /** Aborts running crawls, then drains. */
  close(): Promise<void>;
};

type Outcome = { kind: "stored"; html: string; fetchedAt: Date; reused: boolean } | { kind: "locked" } | { kind: "failed"; error: string };

const OPERATIONS_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const hasPage = (row: PageCacheRow | undefined): row is PageCacheRow & { html: string; fetched_at: number } =>
  row !== undefined && row.html !== null && row.fetched_at !== null;

export function createPageCache(options: PageCacheOptions): PageCache {
  const { db, provider, logger } = options;
  const now = options.now ?? (() => new Date());
  const policy = { ...CACHE_POLICY, ...options.policy };
  const waitMs = options.waitMs ?? CACHE_POLICY.waitMs;
  const backoffMs = options.failureBackoffMs ?? 30_000;

  const crawls = new Map<string, Promise<Outcome>>();
  const flights = new Map<string, Promise<CacheResult>>();
  const failures = new Map<string, { until: number; error: string }>();
  const background = new Set<Promise<unknown>>();
  const controllers = new Set<AbortController>();
  const warn = (message: string, url: string) => (error: unknown) => logger.warn({ url, err: error }, message);
  const hits = createHitBuffer(options.hitFlushMs ?? 1_000, (url, count) => repo.recordHit(db, url, now(), count), warn("hit count not saved", ""));
  let closed = false;
  const rowMemoryMs = options.rowMemoryMs ?? 0;
  const remembered = new Map<string, { row: PageCacheRow & { html: string; fetched_at: number }; until: number }>();

  /** The row for a URL: from memory while it is fresh and young, else from the database. */
  async function readRow(url: string): Promise<PageCacheRow | undefined> {
    const time = now().getTime();
    const memo = remembered.get(url);
    if (memo && memo.until > time && cacheStatusOf(memo.row, now()) === "fresh") return memo.row;
    const row = await repo.getRow(db, url);
    if (rowMemoryMs > 0 && hasPage(row)) {
      remembered.set(url, { row, until: time + rowMemoryMs });
      // Bounded: only partner category pages are ever read, but be safe.
      if (remembered.size > 256) remembered.delete(remembered.keys().next().value as string);
    }
    return row;
  }

  function track(promise: Promise<unknown>): void {
    background.add(promise);
    void promise.finally(() => background.delete(promise));
  }

  function record(operation: repo.CacheOperation): void {
    track(repo.logOperation(db, operation, now()).catch(warn("cache operation not logged", operation.url)));
  }

  /** One flight per key at a time: later callers share the running promise. */
  function once<T>(map: Map<string, Promise<T>>, key: string, run: () => Promise<T>): Promise<T> {
    const running = map.get(key);
    if (running) return running;
    const promise = run().finally(() => map.delete(key));
    map.set(key, promise);
    return promise;
  }

  function backingOff(url: string): string | undefined {
    const failure = failures.get(url);
    return failure && failure.until > now().getTime() ? failure.error : undefined;
  }

  function serve(url: string, row: PageCacheRow & { html: string; fetched_at: number }, refresh: boolean): CacheResult {
    const cacheStatus = cacheStatusOf(row, now());
    hits.add(url);
    if (refresh && cacheStatus !== "fresh") scheduleRefresh(url);
    return { success: true, html: row.html, fromCache: true, cacheStatus, fetchedAt: new Date(row.fetched_at) };
  }

  /** Lock, re-check, fetch, store. The lock is released on failure and cleared by the upsert. */
  async function crawlAndStore(url: string, action: string, recheck: boolean): Promise<Outcome> {
    const lockId = randomUUID();
    if (!(await repo.acquireRefreshLock(db, url, policy.lockMinutes, lockId, now()))) return { kind: "locked" };
    if (recheck) {
      // Another process may have stored the page between our read and our lock.
      const row = await repo.getRow(db, url);
      if (hasPage(row) && cacheStatusOf(row, now()) === "fresh") {
        await repo.releaseRefreshLock(db, url, lockId);
        return { kind: "stored", html: row.html, fetchedAt: new Date(row.fetched_at), reused: true };
      }
    }
    const started = performance.now();
    const controller = new AbortController();
    controllers.add(controller);
    let html: string;
    try {
      html = await provider.fetchHtml(url, controller.signal);
    } catch (error) {
      const detail = crawlErrorDetail(error);
      const message = crawlErrorMessage(error);
      failures.set(url, { until: now().getTime() + backoffMs, error: message });
      await repo.releaseRefreshLock(db, url, lockId, detail).catch(warn("refresh lock not released", url));
      logger.warn({ url, action, detail }, "crawl failed");
      record({ url, action: `${action}_error`, responseTimeMs: performance.now() - started, errorMessage: detail });
      return { kind: "failed", error: message };
    } finally {
      controllers.delete(controller);
    }
    failures.delete(url);
    remembered.delete(url);
    const fetchedAt = now();
    try {
      await repo.upsertPage(db, url, html, fetchedAt, policy);
    } catch (error) {
      logger.error({ url, err: error }, "crawled page not stored");
      await repo.releaseRefreshLock(db, url, lockId).catch(warn("refresh lock not released", url));
    }
    logger.info({ url, action, bytes: html.length, ms: Math.round(performance.now() - started) }, "page crawled");
    record({ url, action, cacheStatus: "fresh", responseTimeMs: performance.now() - started });
    track(repo.pruneOperations(db, new Date(fetchedAt.getTime() - OPERATIONS_KEEP_MS)).catch(warn("operations not pruned", url)));
    return { kind: "stored", html, fetchedAt, reused: false };
  }

  const crawlOnce = (url: string, action: string, recheck: boolean) => once(crawls, url, () => crawlAndStore(url, action, recheck));

  function scheduleRefresh(url: string): void {
    if (closed || crawls.has(url) || backingOff(url)) return;
    track(crawlOnce(url, "refresh", true).catch(warn("background refresh failed", url)));
  }

  /** No usable row: crawl under the lock, or wait for the process that holds it. */
  async function coordinatedCrawl(url: string): Promise<CacheResult> {
    const recent = backingOff(url);
    if (recent) return failedResult(recent);
    const outcome = await crawlOnce(url, "crawl", true);
    if (outcome.kind === "stored") {
      return { success: true, html: outcome.html, fromCache: outcome.reused, cacheStatus: "fresh", fetchedAt: outcome.fetchedAt };
    }
    if (outcome.kind === "failed") return failedResult(outcome.error);
    record({ url, action: "lock_wait" });
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const row = await repo.getRow(db, url);
    if (hasPage(row)) return serve(url, row, false);
    record({ url, action: "coordination_failed", errorMessage: "no page after waiting for the other crawl" });
    return failedResult(CACHE_ERRORS.coordinationFailed);
  }

  /** The database failed: crawl without it, so visitors still get products. */
  async function uncachedCrawl(url: string): Promise<CacheResult> {
    try {
      const html = await provider.fetchHtml(url);
      return { success: true, html, fromCache: false, cacheStatus: "fresh", fetchedAt: now() };
    } catch (error) {
      logger.error({ url, detail: crawlErrorDetail(error) }, "crawl without cache failed");
      return failedResult(CACHE_ERRORS.allStrategiesFailed);
    }
  }

  async function drain(): Promise<void> {
    await hits.flush();
    while (background.size > 0) {
      await Promise.allSettled([...background]);
      await hits.flush();
    }
  }

  return {
    async getOrCrawlHtml(url) {
      try {
        const row = await readRow(url);
        if (hasPage(row)) return serve(url, row, true);
        return await once(flights, url, () => coordinatedCrawl(url));
      } catch (error) {
        logger.error({ url, err: error }, "page cache unavailable");
        return once(flights, `uncached:${url}`, () => uncachedCrawl(url));
      }
    },

    async forceRefresh(url) {
      const outcome = await crawlOnce(url, "force_refresh", false);
      if (outcome.kind === "stored") {
        return { success: true, html: outcome.html, fromCache: false, cacheStatus: "fresh", fetchedAt: outcome.fetchedAt };
      }
      return failedResult(outcome.kind === "failed" ? outcome.error : CACHE_ERRORS.refreshRunning);
    },

    listRows: async () => (await repo.listRows(db)).map((row) => toRowView(row, now())),

    listOperations: (limit = 100) => repo.listOperations(db, limit),

    drain,

    async close() {
      closed = true;
      for (const controller of controllers) controller.abort();
      await drain();
    },
  };
}
