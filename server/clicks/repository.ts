import { sql, type Kysely } from "kysely";
import { clickPeriod } from "#core/clicks/period";
import type { ClickStats } from "#core/clicks/schema";
import { summarizeClicks, type HourCount, type LinkCount } from "#core/clicks/summary";
import type { ClickEvent } from "#core/clicks/types";
import type { Database } from "../db/schema";

/** Stores one validated click with the server's clock; nothing else about the request. */
export async function insertClick(db: Kysely<Database>, click: ClickEvent, now: Date): Promise<void> {
  await db
    .insertInto("click_events")
    .values({
      occurred_at: now.getTime(),
      path: click.path,
      placement: click.placement,
      target_kind: click.targetKind,
      target_id: click.targetId ?? null,
    })
    .execute();
}

// Integer division on both engines (bigint / integer in PostgreSQL). The same
// text in SELECT and GROUP BY, with no bound parameter, so PostgreSQL sees one expression.
const HOUR_BUCKET = sql<number>`occurred_at / 3600000`;

/** One slice of a report's period: six hours of clicks (a quarter of a day, whose rows the daily ceiling bounds). */
const SLICE_MS = 6 * 3_600_000;
/** The most time one report may take; past it the owner is asked for fewer days. */
const REPORT_BUDGET_MS = 20_000;

/** A report that did not finish within its budget: the answer asks for a narrower range. */
export class ReportTooLargeError extends Error {
  constructor(readonly budgetMs: number) {
    super(`Too many clicks to sum within ${budgetMs / 1000} s: narrow the range (fewer days).`);
    this.name = "ReportTooLargeError";
  }
}

/**
 * The aggregates of GET /api/admin/clicks for the last `days` calendar days
 * (America/Chicago) up to `now`: two GROUP BYs in SQL per six-hour slice, summed and folded in
 * core. Between slices the event loop gets a turn: on SQLite the queries run on the server's
 * only thread, and 91 days in one query (1.8 M rows) held every answer 4.2 s (issue 52).
 */
export async function aggregateClicks(
  db: Kysely<Database>,
  { days, now, budgetMs = REPORT_BUDGET_MS, clock = () => performance.now() }: { days: number; now: Date; budgetMs?: number; clock?: () => number },
): Promise<ClickStats> {
  const period = clickPeriod(days, now);
  const hours = new Map<number, number>();
  const links = new Map<string, LinkCount>();
  const began = clock();
  for (let from = period.fromMs; from <= period.toMs; from += SLICE_MS) {
    if (from > period.fromMs) await new Promise<void>((resolve) => setImmediate(resolve));
    if (clock() - began > budgetMs) throw new ReportTooLargeError(budgetMs);
    const inSlice = db
      .selectFrom("click_events")
      .where("occurred_at", ">=", from)
      .where("occurred_at", "<=", Math.min(period.toMs, from + SLICE_MS - 1));
    const hourRows = await inSlice
      .select([HOUR_BUCKET.as("hour"), (eb) => eb.fn.countAll<number>().as("clicks")])
      .groupBy(HOUR_BUCKET)
      .execute();
    const linkRows = await inSlice
      .select(["path", "placement", "target_kind", "target_id", (eb) => eb.fn.countAll<number>().as("clicks")])
      .groupBy(["path", "placement", "target_kind", "target_id"])
      .execute();
    // PostgreSQL's count is a bigint; the pool reads int8 as a number, SQLite already does.
    for (const row of hourRows) hours.set(Number(row.hour), (hours.get(Number(row.hour)) ?? 0) + Number(row.clicks));
    for (const row of linkRows) {
      const key = JSON.stringify([row.path, row.placement, row.target_kind, row.target_id]);
      const kept = links.get(key);
      if (kept) kept.clicks += Number(row.clicks);
      else links.set(key, { path: row.path, placement: row.placement, targetKind: row.target_kind, targetId: row.target_id, clicks: Number(row.clicks) });
    }
  }
  const hourCounts: HourCount[] = [...hours].map(([hour, clicks]) => ({ hour, clicks }));
  return summarizeClicks(period, hourCounts, [...links.values()]);
}

/** Drops events older than `before`; returns how many went. */
export async function deleteClicksBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("click_events").where("occurred_at", "<", before.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Events stored at or after `fromMs`. */
export async function countClicksSince(db: Kysely<Database>, fromMs: number): Promise<number> {
  const row = await db
    .selectFrom("click_events")
    .select((eb) => eb.fn.countAll<number>().as("rows"))
    .where("occurred_at", ">=", fromMs)
    .executeTakeFirst();
  return Number(row?.rows ?? 0);
}

/**
 * What click storage holds: rows, the oldest event, and the bytes of their text
 * fields plus 8 per timestamp (the database's own overhead comes on top).
 */
export async function clickStorage(db: Kysely<Database>): Promise<{ rows: number; approxBytes: number; oldestAt: string | null }> {
  const row = await db
    .selectFrom("click_events")
    .select((eb) => [
      eb.fn.countAll<number>().as("rows"),
      eb.fn.min("occurred_at").as("oldest"),
      sql<number>`coalesce(sum(length(path) + length(placement) + length(target_kind) + coalesce(length(target_id), 0) + 8), 0)`.as("bytes"),
    ])
    .executeTakeFirst();
  const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest);
  return { rows: Number(row?.rows ?? 0), approxBytes: Number(row?.bytes ?? 0), oldestAt: oldest === null ? null : new Date(oldest).toISOString() };
}
