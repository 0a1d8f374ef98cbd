import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { enableDefaultMetrics, registry } from "./registry";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** A scrape more often than this gets the last text again: scrapes cannot pile work onto the event loop. */
const REUSE_MS = 1_000;

/**
 * GET /metrics in the Prometheus text format, with `Authorization: Bearer
 * METRICS_TOKEN` (401 otherwise). Answers null without a token (the caller
 * gives its 404 page: metrics are off).
 */
export function metricsRoute(token: string | undefined) {
  if (!token) return null;
  enableDefaultMetrics();
  const expected = digest(token);
  let last: { at: number; text: Promise<string> } | undefined;
  return async (c: Context) => {
    const match = /^Bearer[ ]+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (!(timingSafeEqual(digest(match?.[1] ?? ""), expected) && match !== null)) {
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" });
    }
    const now = Date.now();
    if (!last || now - last.at >= REUSE_MS) {
      const text = registry.metrics();
      last = { at: now, text };
      // A failed build is not reused: the next scrape tries again.
      text.catch(() => {
        if (last?.text === text) last = undefined;
      });
    }
    return c.body(await last.text, 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
  };
}
