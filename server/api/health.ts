import { Hono } from "hono";

/** Liveness plus a database ping, for load balancers and the deploy check. */
export function healthRoutes(checkDatabase: () => Promise<boolean>) {
  const started = Date.now();
  return new Hono().get("/", async (c) => {
    const database = await checkDatabase().catch(() => false);
    return c.json(
      { status: database ? "ok" : "degraded", database, uptimeSeconds: Math.round((Date.now() - started) / 1000) },
      database ? 200 : 503,
      { "Cache-Control": "no-store" },
    );
  });
}
