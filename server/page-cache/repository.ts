import { sql, type Kysely } from "kysely";
import type { CacheOperationRow, Database, PageCacheRow } from "../db/schema";
import { packBody, unpackBody } from "./packed-body";
import { CACHE_POLICY } from "./policy";
import type { CachedRow } from "./types";

/** The page cache's data calls, one function each; the database comes first. */

/** A URL's row with its answer unpacked (rows stored before migration 0009 carry it as text). */
export async function getRow(db: Kysely<Database>, url: string): Promise<CachedRow | undefined> {
  const row = await db.selectFrom("page_cache").selectAll().where("url", "=", url).executeTakeFirst();
  if (!row) return undefined;
  const { body_packed: packed, ...rest } = row;
  return packed ? { ...rest, body: await unpackBody(packed) } : rest;
}

/** Whether a page is stored for the URL, without reading its HTML (megabytes, read synchronously by SQLite). */
export async function hasStoredPage(db: Kysely<Database>, url: string): Promise<boolean> {
  const row = await db.selectFrom("page_cache").select("fetched_at").where("url", "=", url).executeTakeFirst();
  return row !== undefined && row.fetched_at !== null;
}

/** Stores a partner answer with its fresh and acceptable times and clears the refresh lock. */
export async function upsertPage(
  db: Kysely<Database>,
  url: string,
  body: string,
  now: Date,
  policy: Pick<typeof CACHE_POLICY, "freshMs" | "acceptableMs"> = CACHE_POLICY,
): Promise<void> {
  const packed = await packBody(body);
  const time = now.getTime();
  const values = {
    body: null,
    body_packed: packed,
    fetched_at: time,
    expires_at: time + policy.freshMs,
    acceptable_until: time + policy.acceptableMs,
    refresh_lock_until: null,
    refresh_lock_id: null,
    last_error: null,
  };
  await db
    .insertInto("page_cache")
    .values({ url, ...values })
    .onConflict((conflict) => conflict.column("url").doUpdateSet(values))
    .execute();
}

/**
 * Takes the refresh lock for `minutes` with one conditional upsert: it succeeds
 * only when no lock is held or the held one has expired. A URL never crawled
 * gets a row holding only the lock. Returns true when this lockId holds it.
 */
export async function acquireRefreshLock(
  db: Kysely<Database>,
  url: string,
  minutes: number,
  lockId: string,
  now: Date,
): Promise<boolean> {
  const time = now.getTime();
  const until = time + minutes * 60_000;
  const row = await db
    .insertInto("page_cache")
    .values({ url, refresh_lock_until: until, refresh_lock_id: lockId, body: null })
    .onConflict((conflict) =>
      conflict
        .column("url")
        .doUpdateSet({ refresh_lock_until: until, refresh_lock_id: lockId })
        .where((eb) => eb.or([eb("page_cache.refresh_lock_until", "is", null), eb("page_cache.refresh_lock_until", "<=", time)])),
    )
    .returning("refresh_lock_id")
    .executeTakeFirst();
  return row?.refresh_lock_id === lockId;
}

/** Extends the lock to `until` (epoch ms) while `lockId` still holds it; false when it no longer does. */
export async function renewRefreshLock(db: Kysely<Database>, url: string, lockId: string, until: number): Promise<boolean> {
  const result = await db
    .updateTable("page_cache")
    .set({ refresh_lock_until: until })
    .where("url", "=", url)
    .where("refresh_lock_id", "=", lockId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears the lock whoever holds it (the admin's refresh, when a holder is gone). */
export async function clearRefreshLock(db: Kysely<Database>, url: string): Promise<void> {
  await db.updateTable("page_cache").set({ refresh_lock_until: null, refresh_lock_id: null }).where("url", "=", url).execute();
}

/** Gives the lock back (only if `lockId` still holds it), noting the failure when there was one. */
export async function releaseRefreshLock(db: Kysely<Database>, url: string, lockId: string, error?: string): Promise<void> {
  await db
    .updateTable("page_cache")
    .set({ refresh_lock_until: null, refresh_lock_id: null, ...(error !== undefined ? { last_error: error.slice(0, 500) } : {}) })
    .where("url", "=", url)
    .where("refresh_lock_id", "=", lockId)
    .execute();
}

/** Counts `count` served hits (callers batch them). */
export async function recordHit(db: Kysely<Database>, url: string, now: Date, count = 1): Promise<void> {
  await db
    .updateTable("page_cache")
    .set((eb) => ({ hit_count: eb("hit_count", "+", count), last_hit_at: now.getTime() }))
    .where("url", "=", url)
    .execute();
}

export type CacheOperation = {
  url: string;
  action: string;
  cacheStatus?: string | null;
  responseTimeMs?: number | null;
  errorMessage?: string | null;
};

/**
 * Logs an operation. A failure that repeats the URL's last logged operation (same action, same
 * error) updates that row, its time and its count, so a partner failing all day costs one row
 * per URL, not one per attempt.
 */
export async function logOperation(db: Kysely<Database>, operation: CacheOperation, now: Date): Promise<void> {
  const errorMessage = operation.errorMessage?.slice(0, 500) ?? null;
  if (errorMessage !== null) {
    const last = await db.selectFrom("cache_operations").select(["id", "action", "error_message"]).where("url", "=", operation.url).orderBy("id", "desc").limit(1).executeTakeFirst();
    if (last && last.action === operation.action && last.error_message === errorMessage) {
      await db
        .updateTable("cache_operations")
        .set((eb) => ({ repeats: eb("repeats", "+", 1), created_at: now.getTime(), response_time_ms: operation.responseTimeMs === undefined || operation.responseTimeMs === null ? null : Math.round(operation.responseTimeMs) }))
        .where("id", "=", last.id)
        .execute();
      return;
    }
  }
  await db
    .insertInto("cache_operations")
    .values({
      url: operation.url,
      action: operation.action,
      cache_status: operation.cacheStatus ?? null,
      response_time_ms: operation.responseTimeMs === undefined || operation.responseTimeMs === null ? null : Math.round(operation.responseTimeMs),
      error_message: errorMessage,
      created_at: now.getTime(),
    })
    .execute();
}

/** Deletes operations older than `before` (the log is for recent troubleshooting). */
export async function pruneOperations(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("cache_operations").where("created_at", "<", before.getTime()).execute();
}

export async function listOperations(db: Kysely<Database>, limit: number): Promise<CacheOperationRow[]> {
  return db.selectFrom("cache_operations").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/** `body_length` is the bytes stored: packed for rows written since migration 0009. */
export type PageCacheSummary = Omit<PageCacheRow, "body" | "body_packed"> & { body_length: number | null };

/** Every row without its body (admin listing). */
export async function listRows(db: Kysely<Database>): Promise<PageCacheSummary[]> {
  const rows = await db
    .selectFrom("page_cache")
    .select([
      "url",
      "fetched_at",
      "expires_at",
      "acceptable_until",
      "refresh_lock_until",
      "refresh_lock_id",
      "hit_count",
      "last_hit_at",
      "last_error",
      sql<number | null>`coalesce(length(body_packed), length(body))`.as("body_length"),
    ])
    .orderBy("url")
    .execute();
  // length() is an int on both engines, but keep the type honest for bigint drivers.
  return rows.map((row) => ({ ...row, body_length: row.body_length === null ? null : Number(row.body_length) }));
}
