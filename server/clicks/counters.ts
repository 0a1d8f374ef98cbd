import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

/** The day's totals; share keys are base64url HMACs (share-key.ts), which never start with "=". */
const DAY_KEYS = { stored: "=stored", dropped: "=dropped", overShare: "=over-share" } as const;

/** What the counters said about one click. */
export type Take = "taken" | "over-ceiling" | "over-share";

/** Thrown inside the transaction to roll back the day's count when the share is used. */
class ShareUsed extends Error {}

/**
 * Counts one click against the day's ceiling and the client's share in one transaction, and
 * runs `store` (the click's own insert) in it: the counts and the row commit together or not
 * at all. Each count is an upsert whose update only happens under its limit, so instances on
 * one database never pass it together: PostgreSQL re-checks the condition on the row it
 * waited for, SQLite has one writer.
 */
export async function takeClick(
  db: Kysely<Database>,
  take: { day: string; key: string | undefined; limit: number; share: number },
  store: (trx: Transaction<Database>) => Promise<void>,
): Promise<Take> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await bump(trx, take.day, DAY_KEYS.stored, take.limit))) return "over-ceiling";
      if (take.key !== undefined && !(await bump(trx, take.day, take.key, take.share))) throw new ShareUsed();
      await store(trx);
      return "taken";
    });
  } catch (error) {
    if (error instanceof ShareUsed) return "over-share";
    throw error;
  }
}

/** Adds one to a counter below `below`; false when it was already there. */
async function bump(db: Kysely<Database>, day: string, key: string, below: number): Promise<boolean> {
  if (below < 1) return false;
  const row = await db
    .insertInto("click_counters")
    .values({ day, key, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["day", "key"])
        .doUpdateSet((eb) => ({ count: eb("click_counters.count", "+", 1) }))
        .where("click_counters.count", "<", below),
    )
    .returning("count")
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a refused click (and, of those, one refused for its share) for the admin view. */
export async function countRefusal(db: Kysely<Database>, day: string, overShare: boolean): Promise<void> {
  await add(db, day, DAY_KEYS.dropped);
  if (overShare) await add(db, day, DAY_KEYS.overShare);
}

async function add(db: Kysely<Database>, day: string, key: string): Promise<void> {
  await db
    .insertInto("click_counters")
    .values({ day, key, count: 1 })
    .onConflict((oc) => oc.columns(["day", "key"]).doUpdateSet((eb) => ({ count: eb("click_counters.count", "+", 1) })))
    .execute();
}

/**
 * Starts the day's stored count at `stored` unless an instance already did: clicks stored
 * before the counters existed (the day of the upgrade) still count.
 */
export async function seedDay(db: Kysely<Database>, day: string, stored: number): Promise<void> {
  await db.insertInto("click_counters").values({ day, key: DAY_KEYS.stored, count: stored }).onConflict((oc) => oc.doNothing()).execute();
}

/** The day's totals: stored, refused, refused for their share. */
export async function dayCounts(db: Kysely<Database>, day: string): Promise<{ stored: number; dropped: number; droppedOverShare: number }> {
  const rows = await db
    .selectFrom("click_counters")
    .select(["key", "count"])
    .where("day", "=", day)
    .where("key", "in", Object.values(DAY_KEYS))
    .execute();
  const count = (key: string) => Number(rows.find((row) => row.key === key)?.count ?? 0);
  return { stored: count(DAY_KEYS.stored), dropped: count(DAY_KEYS.dropped), droppedOverShare: count(DAY_KEYS.overShare) };
}

/** Deletes counters of days before `day` (yyyy-MM-dd sorts as text). */
export async function forgetDaysBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom("click_counters").where("day", "<", day).execute();
}
