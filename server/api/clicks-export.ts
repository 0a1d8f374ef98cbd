import { Hono } from "hono";
import type { Kysely } from "kysely";
import { clickExportQuerySchema, exportDays } from "#core/clicks/export";
import { clickCsvStream } from "../clicks/export";
import type { Database } from "../db/schema";

/**
 * GET /clicks.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: every stored click of those
 * Central days as CSV (time, page, placement, target, town, category). Mount it
 * inside the admin router, whose bearer check guards it.
 */
export function adminClicksExportRoutes({ db }: { db: Kysely<Database> }): Hono {
  return new Hono().get("/clicks.csv", (c) => {
    const query = clickExportQuerySchema.safeParse({ from: c.req.query("from"), to: c.req.query("to") });
    if (!query.success) {
      const issue = query.error.issues[0];
      return c.json({ error: `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}` }, 400, { "Cache-Control": "no-store" });
    }
    const { from, to } = query.data;
    return new Response(clickCsvStream(db, exportDays(query.data)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8; header=present",
        "Content-Disposition": `attachment; filename="clicks-${from}-to-${to}.csv"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
