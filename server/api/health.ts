import { Hono } from "hono";
import type { SqliteFileState } from "../db/sqlite-guard";
import { boundedCheck } from "./health-check";
import type { WriteHealth } from "./write-health";

/**
 * Liveness plus a database ping (bounded: it answers within seconds whatever the database
 * does), for load balancers and the deploy check. 503 when the database does not answer;
 * 200 "degraded" when it answers but recent writes failed (pages are still served). 503 with
 * `databaseFile` "missing" or "replaced" when the SQLite file at DATABASE_URL is no longer the
 * one this process has open (deleted, restored over): its writes would be lost, so they are
 * refused until a restart opens the file that is there.
 */
export function healthRoutes(
  checkDatabase: () => Promise<boolean>,
  writes?: Pick<WriteHealth, "failing"> & Partial<Pick<WriteHealth, "recheck">>,
  databaseFile: () => SqliteFileState = () => "ok",
) {
  const started = Date.now();
  const check = boundedCheck(checkDatabase);
  return new Hono().get("/", async (c) => {
    const file = databaseFile();
    // Failing writes are probed beside the ping (bounded), so health says ok once writes are taken again.
    const [database] = await Promise.all([file === "ok" && check(), file === "ok" ? writes?.recheck?.() : undefined]);
    const failingWrites = writes?.failing() ?? [];
    const status = database && failingWrites.length === 0 ? "ok" : "degraded";
    return c.json(
      { status, database, ...(file !== "ok" ? { databaseFile: file } : {}), ...(failingWrites.length > 0 ? { failingWrites } : {}), uptimeSeconds: Math.round((Date.now() - started) / 1000) },
      database ? 200 : 503,
      { "Cache-Control": "no-store" },
    );
  });
}
