import type { Kysely } from "kysely";
import type { CacheRowView } from "#core/admin/cache-rows";
import type { Database } from "../db/schema";
import { countCacheAnswer } from "../metrics";
import type { PartnerFetcher } from "../partner/types";
import { type CacheLogger, createBookkeeping } from "./bookkeeping";
import { createCrawlCoordinator } from "./crawl-coordinator";
import { CACHE_POLICY, type CachePolicy } from "./policy";
import * as repo from "./repository";
import { createRowMemory } from "./row-memory";
import { createServing } from "./serving";
import type { CacheResult } from "./types";
import { toRowView } from "./view";

export type PageCacheOptions = {
  db: Kysely<Database>;
  provider: PartnerFetcher;
  logger: CacheLogger;
  now?: () => Date;
  /** Wait when another process holds the lock before reading its stored page (CACHE_POLICY.waitMs, 2 s). */
  waitMs?: number;
  policy?: Partial<Pick<CachePolicy, "freshMs" | "acceptableMs" | "lockMinutes">>;
  /** After a failed crawl, the URL is not crawled again for this long (protects a failing partner). */
  failureBackoffMs?: number;
  hitFlushMs?: number;
  /** How long a fresh row read from the database may be served from memory; 0 (the default) reads the database every time. */
  rowMemoryMs?: number;
  /** Told when the database failed under a request. */
  onDatabaseFailure?: () => void;
  /** The refresh lock's lease, renewed while a crawl works (tests shorten it). */
  leaseMs?: number;
};

export type PageCache = {
  getOrFetch(url: string): Promise<CacheResult>;
  /** Crawls now, whatever the row's age (admin). */
  forceRefresh(url: string): Promise<CacheResult>;
  listRows(): Promise<CacheRowView[]>;
  listOperations(limit?: number): ReturnType<typeof repo.listOperations>;
  /** Resolves when background refreshes, logs and hit counts are written. */
  drain(): Promise<void>;
  /** Aborts running crawls (their locks are released as they fail) and refuses new background ones. */
  abortCrawls(): void;
  /** Aborts running crawls, then drains. */
  close(): Promise<void>;
};

/**
 * The page cache (its times: docs/product.md, "Limits"), put together from its parts: serving.ts answers
 * requests, crawl-coordinator.ts decides who crawls, bookkeeping.ts writes what
 * nobody waits for, row-memory.ts keeps hot rows in memory.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { db, provider, logger } = options;
  const now = options.now ?? (() => new Date());
  const books = createBookkeeping({ db, logger, now, hitFlushMs: options.hitFlushMs ?? 1_000 });
  const rows = createRowMemory(db, now, options.rowMemoryMs ?? 0);
  const crawls = createCrawlCoordinator({
    db,
    provider,
    logger,
    now,
    policy: { ...CACHE_POLICY, ...options.policy },
    backoffMs: options.failureBackoffMs ?? 30_000,
    books,
    onStored: rows.forget,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  });
  const serving = createServing({ db, provider, logger, now, waitMs: options.waitMs ?? CACHE_POLICY.waitMs, rows, crawls, books,
    uncachedReuseMs: options.failureBackoffMs ?? 30_000, ...(options.onDatabaseFailure ? { onDatabaseFailure: options.onDatabaseFailure } : {}) });

  return {
    getOrFetch: async (url) => countCacheAnswer(await serving.getOrFetch(url)),
    forceRefresh: serving.forceRefresh,
    listRows: async () => (await repo.listRows(db)).map((row) => toRowView(row, now())),
    listOperations: (limit = 100) => repo.listOperations(db, limit),
    drain: books.drain,
    abortCrawls: () => crawls.abortAll(),
    async close() {
      crawls.abortAll();
      await books.drain();
    },
  };
}
