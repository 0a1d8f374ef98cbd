import type { Kysely } from "kysely";
import { clickCsvCells, CLICK_CSV_HEADER, csvLine, type ExportDay } from "#core/clicks/export";
import type { Database } from "../db/schema";

/** One day's stored clicks in time order (one query; a day holds at most CLICKS_DAILY_LIMIT rows). */
export async function clicksOfDay(db: Kysely<Database>, day: ExportDay) {
  return db
    .selectFrom("click_events")
    .select(["occurred_at", "path", "placement", "target_kind", "target_id"])
    .where("occurred_at", ">=", day.fromMs)
    .where("occurred_at", "<", day.toMs)
    .orderBy("occurred_at")
    .execute();
}

/**
 * The export as a byte stream: the header row, then each day's rows as the
 * reader asks for them, so memory holds one day and a slow download only
 * slows its own queries.
 */
export function clickCsvStream(db: Kysely<Database>, days: readonly ExportDay[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(CLICK_CSV_HEADER)));
    },
    async pull(controller) {
      // Empty days yield nothing: keep reading until one has rows or the range ends.
      while (next < days.length) {
        const rows = await clicksOfDay(db, days[next++] as ExportDay);
        if (rows.length === 0) continue;
        const text = rows
          .map((row) =>
            csvLine(
              clickCsvCells({ occurredAt: Number(row.occurred_at), path: row.path, placement: row.placement, targetKind: row.target_kind, targetId: row.target_id }),
            ),
          )
          .join("");
        controller.enqueue(encoder.encode(text));
        return;
      }
      controller.close();
    },
  });
}
