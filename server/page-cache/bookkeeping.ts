import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { createHitBuffer } from "./hits";
import * as repo from "./repository";

export type CacheLogger = Pick<Logger, "debug" | "info" | "warn" | "error">;

/** The operation log is for recent troubleshooting: a month is kept. */
const OPERATIONS_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The writes no visitor waits for: hit counts (batched), the operation log and
 * its pruning. A failed write is logged, never thrown; `drain` awaits them all.
 */
export function createBookkeeping(options: { db: Kysely<Database>; logger: CacheLogger; now: () => Date; hitFlushMs: number }) {
  const { db, logger, now } = options;
  const background = new Set<Promise<unknown>>();
  const warnOn = (message: string, url: string) => (error: unknown) => logger.warn({ url, err: error }, message);
  const hits = createHitBuffer(options.hitFlushMs, (url, count) => repo.recordHit(db, url, now(), count), warnOn("hit count not saved", ""));

  function track(promise: Promise<unknown>): void {
    background.add(promise);
    void promise.finally(() => background.delete(promise));
  }

  return {
    warnOn,
    track,
    countHit: hits.add,
    record(operation: repo.CacheOperation): void {
      track(repo.logOperation(db, operation, now()).catch(warnOn("cache operation not logged", operation.url)));
    },
    pruneOperations(url: string, storedAt: Date): void {
      track(repo.pruneOperations(db, new Date(storedAt.getTime() - OPERATIONS_KEEP_MS)).catch(warnOn("operations not pruned", url)));
    },
    async drain(): Promise<void> {
      await hits.flush();
      while (background.size > 0) {
        await Promise.allSettled([...background]);
        await hits.flush();
      }
    },
  };
}

export type Bookkeeping = ReturnType<typeof createBookkeeping>;
