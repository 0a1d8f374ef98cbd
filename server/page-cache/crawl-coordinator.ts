import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { partnerErrorDetail, partnerErrorMessage, type PartnerFetcher } from "../partner/types";
import type { Bookkeeping, CacheLogger } from "./bookkeeping";
import { cacheStatusOf, type CachePolicy } from "./policy";
import * as repo from "./repository";
import { singleFlight } from "../concurrency/single-flight";
import { timedCache } from "../concurrency/timed-cache";
import { hasPage } from "./types";
import { createOutageLog } from "../logs/outage";

/** URLs backing off at once: the site reads a few dozen product lists and three totals per ZIP it prices. */
const MAX_BACKING_OFF = 4_096;

export type CrawlOutcome =
  | { kind: "stored"; body: string; fetchedAt: Date; reused: boolean }
  | { kind: "locked" }
  | { kind: "failed"; error: string };

export type CrawlCoordinatorOptions = {
  db: Kysely<Database>;
  provider: PartnerFetcher;
  logger: CacheLogger;
  now: () => Date;
  policy: Pick<CachePolicy, "freshMs" | "acceptableMs" | "lockMinutes">;
  /** After a failed crawl, the URL is not crawled again for this long. */
  backoffMs: number;
  books: Bookkeeping;
  /** Called when a crawl stored a new page, so no older copy is served from memory. */
  onStored: (url: string) => void;
  /** The lock's lease, renewed while the crawl works (default LOCK_LEASE_MS). */
  leaseMs?: number;
};

/**
 * The refresh lock is taken for a short lease and renewed while the crawl works, never past
 * the policy's lock time (10 minutes) from when it was taken: a process killed mid-crawl
 * blocks the URL for at most one lease, not the whole lock time.
 */
export const LOCK_LEASE_MS = 30_000;

/** This process's part of every lock id, so an admin can tell the holders apart. */
export const HOLDER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Who crawls a URL: across processes the database refresh lock, within one
 * process a single flight per URL, and after a failure a pause that protects a
 * failing partner. `abortAll` stops running crawls and refuses background ones.
 */
export function createCrawlCoordinator(options: CrawlCoordinatorOptions) {
  const { db, provider, logger, now, policy, books } = options;
  const crawls = singleFlight<CrawlOutcome>();
  // The last error per URL while it backs off, expiring on the injected clock (0: no back-off, nothing kept).
  const failures = timedCache<string, string>({ max: MAX_BACKING_OFF, ttlMs: options.backoffMs, now });
  const controllers = new Set<AbortController>();
  // A failing URL is retried after every backoff: its failure is logged when it starts, a few
  // times an hour while it lasts and when it ends, not at every retry.
  const outages = createOutageLog({ logger });
  let closed = false;

  /** The last crawl error while the URL is backing off, else undefined. */
  function backingOff(url: string): string | undefined {
    return failures.get(url);
  }

  /** Lock, re-check, fetch, store. The lock is released on failure and cleared by the upsert. */
  async function crawlAndStore(url: string, action: string, recheck: boolean): Promise<CrawlOutcome> {
    // Shutting down: no new crawl takes a lock this process may not live to release.
    if (closed) return { kind: "failed", error: "The server is restarting" };
    const lockId = `${HOLDER_ID}:${randomUUID()}`;
    const leaseMs = options.leaseMs ?? LOCK_LEASE_MS;
    const takenAt = now().getTime();
    if (!(await repo.acquireRefreshLock(db, url, Math.min(leaseMs, policy.lockMinutes * 60_000) / 60_000, lockId, now()))) return { kind: "locked" };
    const lease = renewLease(url, lockId, takenAt, leaseMs);
    try {
      return await crawlHoldingLock(url, action, recheck, lockId);
    } finally {
      clearInterval(lease);
    }
  }

  /** Renews the lease a few times per lease while the crawl runs, up to the lock time. */
  function renewLease(url: string, lockId: string, takenAt: number, leaseMs: number): NodeJS.Timeout {
    const timer = setInterval(() => {
      const until = Math.min(now().getTime() + leaseMs, takenAt + policy.lockMinutes * 60_000);
      repo.renewRefreshLock(db, url, lockId, until).catch(books.warnOn("refresh lock not renewed", url));
    }, leaseMs / 3);
    timer.unref();
    return timer;
  }

  async function crawlHoldingLock(url: string, action: string, recheck: boolean, lockId: string): Promise<CrawlOutcome> {
    if (recheck) {
      // Another process may have stored the page between our read and our lock.
      const row = await repo.getRow(db, url);
      if (hasPage(row) && cacheStatusOf(row, now()) === "fresh") {
        await repo.releaseRefreshLock(db, url, lockId);
        return { kind: "stored", body: row.body, fetchedAt: new Date(row.fetched_at), reused: true };
      }
    }
    const started = performance.now();
    const controller = new AbortController();
    controllers.add(controller);
    // abortAll may have run while this crawl was taking its lock.
    if (closed) controller.abort();
    let body: string;
    try {
      body = await provider.fetchAnswer(url, controller.signal);
    } catch (error) {
      const detail = partnerErrorDetail(error);
      const message = partnerErrorMessage(error);
      if (options.backoffMs > 0) failures.set(url, message);
      await repo.releaseRefreshLock(db, url, lockId, detail).catch(books.warnOn("refresh lock not released", url));
      outages.failed(url, { url, action, detail }, "crawl failed");
      books.record({ url, action: `${action}_error`, responseTimeMs: performance.now() - started, errorMessage: detail });
      return { kind: "failed", error: message };
    } finally {
      controllers.delete(controller);
    }
    failures.delete(url);
    outages.recovered(url, { url, action }, "partner answers again");
    options.onStored(url);
    const fetchedAt = now();
    try {
      await repo.upsertPage(db, url, body, fetchedAt, policy);
    } catch (error) {
      logger.error({ url, err: error }, "partner answer not stored");
      await repo.releaseRefreshLock(db, url, lockId).catch(books.warnOn("refresh lock not released", url));
    }
    logger.info({ url, action, bytes: body.length, ms: Math.round(performance.now() - started) }, "partner answer fetched and stored");
    books.record({ url, action, cacheStatus: "fresh", responseTimeMs: performance.now() - started });
    books.pruneOperations(url, fetchedAt);
    return { kind: "stored", body, fetchedAt, reused: false };
  }

  /** One crawl per URL in this process; `recheck` skips the fetch when another process just stored the page. */
  const crawlOnce = (url: string, action: string, recheck: boolean) => crawls.run(url, () => crawlAndStore(url, action, recheck));

  return {
    crawlOnce,
    backingOff,
    /** Refreshes a served, no longer fresh page without making the visitor wait. */
    scheduleRefresh(url: string): void {
      if (closed || crawls.has(url) || backingOff(url)) return;
      books.track(crawlOnce(url, "refresh", true).catch(books.warnOn("background refresh failed", url)));
    },
    abortAll(): void {
      closed = true;
      for (const controller of controllers) controller.abort();
    },
    /** Whether this process is crawling the URL now. */
    running: (url: string) => crawls.has(url),
  };
}

export type CrawlCoordinator = ReturnType<typeof createCrawlCoordinator>;
