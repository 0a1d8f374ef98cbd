import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { clickEventSchema, clickStatsQuerySchema } from "#core/clicks/schema";
import { CLICK_LIMITS } from "#core/clicks/types";
import type { TrustProxy } from "#core/config/env";
import { isSitePagePath } from "#core/clicks/site-path";
import { type Admission, type ClickCeiling, createClickCeiling } from "../clicks/ceiling";
import { aggregateClicks, clickStorage, deleteClicksBefore, insertClick, ReportTooLargeError } from "../clicks/repository";
import type { Database } from "../db/schema";
import { clientAddressResolver } from "../http/client-address";
import { isMarkedForeign } from "../http/same-origin";
import { rateLimit } from "../http/rate-limit";
import { countClick, countRefusedClicks } from "../metrics";

/** Per client: far above a person following partner links, far below a script. */
const CLICK_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/** CLICK_RETENTION_DAYS' default: longer than the longest report (366 days); older events are deleted. */
const DEFAULT_RETENTION_DAYS = 400;

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

type ClicksRoutesDeps = {
  db: Kysely<Database>;
  logger: Pick<Logger, "warn" | "error">;
  /** Told whether each click was stored (health reports failing writes). */
  writes?: { failed(what: string): void; succeeded(what: string): void };
  trustProxy: TrustProxy;
  now?: () => Date;
  rateLimit?: { limit: number; windowMs: number };
  /** The global daily ceiling (shared with the admin view); DEFAULT_DAILY_LIMIT when absent. */
  ceiling?: ClickCeiling;
  /** Days a click is kept (CLICK_RETENTION_DAYS); DEFAULT_RETENTION_DAYS when absent. */
  retentionDays?: number;
};

/** CLICKS_DAILY_LIMIT's default: a busy day's real clicks many times over, about 2 MB of rows. */
const DEFAULT_DAILY_LIMIT = 20_000;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST / — one outbound click from a partner link's beacon. 204 when stored,
 * and also when dropped as a bot (nothing to retry); 400 with the first problem
 * when the body is not a click; 413 over 2 KB; 415 for a body that is not JSON;
 * 403 when the browser says the request came from another site; 429 when the day's
 * ceiling or the address's share of it is used (counted, not stored); 503 when the
 * database did not take it.
 */
export function clicksRoutes(deps: ClicksRoutesDeps): Hono {
  const now = deps.now ?? (() => new Date());
  const limits = deps.rateLimit ?? CLICK_RATE_LIMIT;
  const ceiling = deps.ceiling ?? createClickCeiling(deps.db, DEFAULT_DAILY_LIMIT, randomBytes(32).toString("base64url"));
  let lastPrune = 0;
  const clientAddress = clientAddressResolver(deps.trustProxy);
  const app = new Hono();

  const notStored = (c: Context, error: unknown) => {
    deps.logger.error({ err: error }, "click not stored");
    deps.writes?.failed("clicks");
    return countClick("failed", c.json({ error: "Click not recorded" }, 503, { ...NO_STORE, "Retry-After": "60" }));
  };

  app.post(
    "/",
    countRefusedClicks,
    rateLimit({ ...limits, clientAddress }),
    bodyLimit({ maxSize: CLICK_LIMITS.bodyMax, onError: (c) => c.json({ error: `Body must be at most ${CLICK_LIMITS.bodyMax} bytes` }, 413, NO_STORE) }),
    async (c) => {
      // Browsers mark requests from other sites (and sibling subdomains); those must not write our figures.
      if (isMarkedForeign(c)) return c.json({ error: "Clicks from other sites are not accepted" }, 403, NO_STORE);
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
        return c.json({ error: "Body must be application/json" }, 415, NO_STORE);
      }
      const body = await c.req.json<unknown>().catch(() => undefined);
      const parsed = clickEventSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
        return c.json({ error: `Invalid click: ${where}${issue?.message ?? "not a click event"}` }, 400, NO_STORE);
      }
      if (!isSitePagePath(parsed.data.path)) return c.json({ error: "Invalid click: path: not a page of this site" }, 400, NO_STORE);
      // A missing user agent is no browser either. The agent is read here and never stored.
      const agent = c.req.header("user-agent") ?? "";
      if (agent === "" || isbot(agent)) return countClick("bot", c.body(null, 204, NO_STORE));

      const time = now();
      let admission: Admission;
      try {
        // The click is stored in the transaction that counts it: stored and counted, or neither.
        admission = await ceiling.admit(time, clientAddress(c), (trx) => insertClick(trx, parsed.data, time));
      } catch (error) {
        return notStored(c, error);
      }
      // Refused by the ceiling: counted on the admin view, and answered so that nothing claims it was stored.
      if (admission !== "admitted") {
        const why = admission === "over-share" ? "this address's share of today's clicks is used" : "today's click limit is reached";
        return countClick("over_ceiling", c.json({ error: `Click not recorded: ${why}` }, 429, NO_STORE));
      }
      deps.writes?.succeeded("clicks");
      if (time.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = time.getTime();
        deleteClicksBefore(deps.db, new Date(time.getTime() - (deps.retentionDays ?? DEFAULT_RETENTION_DAYS) * DAY_MS)).catch((error: unknown) =>
          deps.logger.warn({ err: error }, "old click events not deleted"),
        );
      }
      return countClick("stored", c.body(null, 204, NO_STORE));
    },
  );

  app.onError((_error, c) => c.json({ error: "Click not recorded" }, 500, NO_STORE));
  return app;
}

type AdminClicksRoutesDeps = {
  db: Kysely<Database>;
  now?: () => Date;
  ceiling?: ClickCeiling;
  /** The report's time budget and the clock it is measured on (tests). */
  report?: { budgetMs?: number; clock?: () => number };
};

/**
 * GET /?days=N (1-366, default 30): the click aggregates, and what click storage
 * holds (rows, bytes, today's ceiling and drops). Mount it inside the
 * admin router, whose bearer check guards it.
 */
export function adminClicksRoutes(deps: AdminClicksRoutesDeps): Hono {
  const now = deps.now ?? (() => new Date());
  return new Hono().get("/", async (c) => {
    const query = clickStatsQuerySchema.safeParse({ days: c.req.query("days") });
    if (!query.success) {
      return c.json({ error: `days must be a whole number from ${CLICK_LIMITS.daysMin} to ${CLICK_LIMITS.daysMax}` }, 400, NO_STORE);
    }
    const time = now();
    let stats: Awaited<ReturnType<typeof aggregateClicks>>;
    try {
      stats = await aggregateClicks(deps.db, { days: query.data.days, now: time, ...deps.report });
    } catch (error) {
      // Past its time budget: a clear answer asking for fewer days, never a 500.
      if (error instanceof ReportTooLargeError) return c.json({ error: error.message }, 422, NO_STORE);
      throw error;
    }
    const storage = { ...(await clickStorage(deps.db)), today: deps.ceiling ? await deps.ceiling.status(time) : null };
    return c.json({ ...stats, storage }, 200, NO_STORE);
  });
}
