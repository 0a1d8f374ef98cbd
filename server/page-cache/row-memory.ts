import type { Kysely } from "kysely";
import { timedCache } from "../concurrency/timed-cache";
import type { Database } from "../db/schema";
import { cacheStatusOf } from "./policy";
import * as repo from "./repository";
import { hasPage, type StoredRow } from "./types";

/**
 * Rows kept for a few seconds: the product lists (a dozen or so) and the totals of the ZIPs being
 * priced (three per ZIP, up to about 640 with the API); past this, the least recently read row is
 * read from the database again.
 */
const MAX_REMEMBERED = 256;

/**
 * Reads a URL's row, keeping a fresh one in memory for `memoryMs` (0: always the
 * database). Hot URLs (the carousel reads three pages per request) then cost no
 * database round trip and no re-read of the stored HTML.
 */
export function createRowMemory(db: Kysely<Database>, now: () => Date, memoryMs: number) {
  // Expiry on the injected clock, so tests move it; 0 stores nothing.
  const remembered = timedCache<string, StoredRow>({ max: MAX_REMEMBERED, ttlMs: memoryMs, now });
  return {
    async read(url: string) {
      const memo = remembered.get(url);
      if (memo && cacheStatusOf(memo, now()) === "fresh") return memo;
      const row = await repo.getRow(db, url);
      if (memoryMs > 0 && hasPage(row)) remembered.set(url, row);
      return row;
    },
    /** A new crawl replaced the stored page. */
    forget(url: string): void {
      remembered.delete(url);
    },
  };
}
