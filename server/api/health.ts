import { Hono } from "hono";
import { boundedCheck } from "./health-check";
import type { WriteHealth } from "./write-health";

/**
 * Liveness plus a database ping (bounded: it answers within seconds whatever the database
 * does), for load balancers and the deploy check. 503 when the database does not answer;
 * 200 "degraded" when it answers but recent writes failed (pages are still served).
 */
export function healthRoutes(checkDatabase: () => Promise<boolean>, writes?: Pick<WriteHealth, "failing">) {
  const started = Date.now();
  const check = boundedCheck(checkDatabase);
  return new Hono().get("/", async (c) => {
    const database = await check();
    const failingWrites = writes?.failing() ?? [];
    const status = database && failingWrites.length === 0 ? "ok" : "degraded";
    return c.json(
      { status, database, ...(failingWrites.length > 0 ? { failingWrites } : {}), uptimeSeconds: Math.round((Date.now() - started) / 1000) },
      database ? 200 : 503,
      { "Cache-Control": "no-store" },
    );
  });
}
