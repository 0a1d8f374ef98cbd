import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { PartnerStatus } from "#core/admin/partner-status";
import type { Database } from "../db/schema";
import { hasStoredPage, listOperations } from "../page-cache/repository";
import type { PageCache } from "../page-cache/service";
import { CACHE_ERRORS } from "../page-cache/types";

export type AdminRoutesDeps = {
  pageCache: Pick<PageCache, "listRows" | "forceRefresh">;
  db: Kysely<Database>;
  /** ADMIN_TOKEN; mount these routes only when it is set. */
  adminToken: string;
  /** The partner's side: API status, link health, cache rows no longer read, and forgetting those. */
  partner?: {
    status(): Promise<PartnerStatus>;
    forgetUnused(): Promise<string[]>;
  };
};

const operationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });
const refreshBody = z.object({ url: z.url({ protocol: /^https?$/ }) });

const REFRESH_BODY_MAX = 4_096;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * GET /cache, GET /operations?limit=, POST /cache/refresh {url}, GET /partner,
 * POST /cache/forget-unused; every route
 * needs `Authorization: Bearer <ADMIN_TOKEN>`. Hashing both sides first gives
 * equal-length buffers, so timingSafeEqual also hides the token's length.
 */
export function adminRoutes(deps: AdminRoutesDeps): Hono {
  if (!deps.adminToken) throw new Error("adminRoutes needs a non-empty admin token");
  const expected = digest(deps.adminToken);
  const app = new Hono();

  app.use("*", async (c, next) => {
    const match = /^Bearer[ ]+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    const valid = timingSafeEqual(digest(match?.[1] ?? ""), expected) && match !== null;
    if (!valid) {
      return c.json({ error: "Unauthorized" }, 401, { "WWW-Authenticate": 'Bearer realm="admin"', "Cache-Control": "no-store" });
    }
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/cache", async (c) => c.json({ rows: await deps.pageCache.listRows() }));

  app.get("/operations", async (c) => {
    const query = operationsQuery.safeParse({ limit: c.req.query("limit") });
    if (!query.success) return c.json({ error: "limit must be a whole number from 1 to 1000" }, 400);
    const rows = await listOperations(deps.db, query.data.limit);
    return c.json({
      operations: rows.map((row) => ({
        id: Number(row.id),
        url: row.url,
        action: row.action,
        cacheStatus: row.cache_status,
        responseTimeMs: row.response_time_ms,
        errorMessage: row.error_message,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    });
  });

  // A URL fits in far less; the body is read only after the token check, but a token is no reason to read 50 MB.
  const refreshBodyLimit = bodyLimit({ maxSize: REFRESH_BODY_MAX, onError: (c) => c.json({ error: `Body must be at most ${REFRESH_BODY_MAX} bytes` }, 413) });
  app.post("/cache/refresh", refreshBodyLimit, async (c) => {
    const body = refreshBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: "Body must be JSON {\"url\": \"<cached http(s) URL>\"}" }, 400);
    if (!(await hasStoredPage(deps.db, body.data.url))) return c.json({ error: "URL is not in the cache" }, 404);
    const result = await deps.pageCache.forceRefresh(body.data.url);
    if (!result.success) return c.json({ error: result.error }, result.error === CACHE_ERRORS.refreshRunning ? 409 : 502);
    return c.json({ url: body.data.url, cacheStatus: result.cacheStatus, fetchedAt: result.fetchedAt.toISOString() });
  });

  const { partner } = deps;
  if (partner) {
    app.get("/partner", async (c) => c.json(await partner.status()));
    app.post("/cache/forget-unused", async (c) => c.json({ forgotten: await partner.forgetUnused() }));
  }

  app.onError((_error, c) => c.json({ error: "Admin request failed" }, 500, { "Cache-Control": "no-store" }));

  return app;
}
