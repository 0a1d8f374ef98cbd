import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clickStatsSchema, type ClickStats } from "#core/clicks/schema";
import type { ClickEvent } from "#core/clicks/types";
import { adminRoutes, type AdminRoutesDeps } from "../../server/api/admin";
import { adminClicksRoutes, clicksRoutes } from "../../server/api/clicks";
import { aggregateClicks, deleteClicksBefore, insertClick } from "../../server/clicks/repository";
import { loadConfig } from "../../server/config";
import type { Logger } from "../../server/logger";
import { createRuntime } from "../../server/runtime";
import { HOUR, silentLogger, testClock } from "./helpers/clock";
import { DATABASE_KINDS, suiteDatabase, type TestDatabase } from "./helpers/databases";

const ADMIN_TOKEN = "admin-token-clicks-0123456789";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const CITY_ORDER: ClickEvent = { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" };

// The admin router needs a page cache; these tests only read clicks.
const noCache: AdminRoutesDeps["pageCache"] = {
  listRows: async () => [],
  forceRefresh: async () => ({ success: false, fromCache: false, cacheStatus: null, fetchedAt: null, error: "unused" }),
};

function beacon(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

describe.each(DATABASE_KINDS)("click events on $kind", ({ kind, skip }) => {
  let database: TestDatabase;
  let clock: ReturnType<typeof testClock>;
  let app: Hono;

  const storedRows = () => database.db.selectFrom("click_events").selectAll().orderBy("occurred_at").execute();
  const stats = async (days: number, token = ADMIN_TOKEN): Promise<ClickStats> => {
    const response = await app.request(`/api/admin/clicks?days=${days}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return clickStatsSchema.parse(await response.json());
  };

  const suite = suiteDatabase(kind, skip, ["click_events"]);
  beforeEach(async () => {
    if (skip) return;
    database = suite.current;
    // 18:00 UTC is noon in Chicago (CST), the zone the days are counted in.
    clock = testClock("2026-11-21T18:00:00.000Z");
    app = new Hono();
    app.route("/api/clicks", clicksRoutes({ db: database.db, logger: silentLogger, trustProxy: false, now: clock.now, rateLimit: { limit: 8, windowMs: 60_000 } }));
    const admin = adminRoutes({ pageCache: noCache, db: database.db, adminToken: ADMIN_TOKEN });
    admin.route("/clicks", adminClicksRoutes({ db: database.db, now: clock.now }));
    app.route("/api/admin", admin);
  });

  it.skipIf(skip)("stores a beacon as a timestamp and the four link fields, nothing else", async () => {
    const response = await app.request("/api/clicks", beacon({ ...CITY_ORDER, visitor: "someone", ip: "1.2.3.4" }, { "x-forwarded-for": "203.0.113.9" }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const rows = await storedRows();
    expect(rows).toEqual([
      { occurred_at: clock.now().getTime(), path: "/cities/omaha/", placement: "city-order", target_kind: "city", target_id: "omaha" },
    ]);
    expect(typeof rows[0]?.occurred_at).toBe("number");
  });

  it.skipIf(skip)("stores a click without a target id as null", async () => {
    expect((await app.request("/api/clicks", beacon({ path: "/", placement: "header-order", targetKind: "nebraska" }))).status).toBe(204);
    expect((await storedRows())[0]).toMatchObject({ target_kind: "nebraska", target_id: null });
  });

  it.skipIf(skip)("answers 400 with JSON to a bad beacon and stores nothing", async () => {
    const bad = [
      "{not json",
      "null",
      { ...CITY_ORDER, placement: "sidebar" },
      { ...CITY_ORDER, targetId: undefined },
      { ...CITY_ORDER, path: "https://elsewhere.example/" },
      { path: "/", placement: "footer", targetKind: "nebraska", targetId: "x" },
    ];
    for (const body of bad) {
      const response = await app.request("/api/clicks", beacon(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid click/);
    }
    expect(await storedRows()).toEqual([]);
  });

  it.skipIf(skip)("refuses a body over 2 KB, a non-JSON body and a cross-site request", async () => {
    const big = await app.request("/api/clicks", beacon({ ...CITY_ORDER, padding: "x".repeat(3_000) }));
    expect(big.status).toBe(413);
    const form = await app.request("/api/clicks", beacon(JSON.stringify(CITY_ORDER), { "content-type": "text/plain" }));
    expect(form.status).toBe(415);
    const crossSite = await app.request("/api/clicks", beacon(CITY_ORDER, { "sec-fetch-site": "cross-site" }));
    expect(crossSite.status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  it.skipIf(skip)("drops bots and requests without a user agent, answering 204 all the same", async () => {
    for (const agent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", "python-requests/2.32", ""]) {
      const response = await app.request("/api/clicks", beacon(CITY_ORDER, { "user-agent": agent }));
      expect(response.status, agent).toBe(204);
    }
    expect(await storedRows()).toEqual([]);
  });

  it.skipIf(skip)("rate-limits beacons per client more strictly than the rest of the API", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await app.request("/api/clicks", beacon(CITY_ORDER))).status);
    expect(statuses).toEqual([...Array<number>(8).fill(204), 429]);
    expect(await storedRows()).toHaveLength(8);
  });

  it.skipIf(skip)("aggregates per Central day, page, placement, city, category and link", async () => {
    const at = (iso: string) => new Date(iso);
    const clicks: [string, ClickEvent][] = [
      ["2026-11-21T17:00:00Z", CITY_ORDER],
      ["2026-11-21T06:30:00Z", CITY_ORDER], // 00:30 in Chicago: today
      ["2026-11-21T05:30:00Z", { ...CITY_ORDER, placement: "city-service-card" }], // 23:30 yesterday in Chicago
      ["2026-11-20T12:00:00Z", { path: "/cities/lincoln/", placement: "city-order", targetKind: "city", targetId: "lincoln" }],
      ["2026-11-19T12:00:00Z", { path: "/categories/anniversary/", placement: "category-order", targetKind: "category", targetId: "anniversary" }],
      ["2026-11-19T13:00:00Z", { path: "/", placement: "carousel-card", targetKind: "product", targetId: "Classic Dozen Red Roses" }],
      ["2026-11-15T05:59:59Z", { path: "/", placement: "footer", targetKind: "nebraska" }], // 14 Nov in Chicago: outside 7 days
      ["2026-11-15T06:00:00Z", { path: "/", placement: "hero", targetKind: "nebraska" }], // midnight opening 15 Nov: inside
    ];
    for (const [iso, click] of clicks) await insertClick(database.db, click, at(iso));

    const week = await stats(7);
    expect(week).toMatchObject({ days: 7, timeZone: "America/Chicago", total: 7, from: "2026-11-15T06:00:00.000Z", to: "2026-11-21T18:00:00.000Z" });
    expect(week.perDay).toEqual([
      { date: "2026-11-15", clicks: 1 },
      { date: "2026-11-16", clicks: 0 },
      { date: "2026-11-17", clicks: 0 },
      { date: "2026-11-18", clicks: 0 },
      { date: "2026-11-19", clicks: 2 },
      { date: "2026-11-20", clicks: 2 },
      { date: "2026-11-21", clicks: 2 },
    ]);
    expect(week.pages).toEqual([
      { path: "/cities/omaha/", clicks: 3 },
      { path: "/", clicks: 2 },
      { path: "/categories/anniversary/", clicks: 1 },
      { path: "/cities/lincoln/", clicks: 1 },
    ]);
    expect(week.placements).toEqual([
      { placement: "city-order", clicks: 3 },
      { placement: "carousel-card", clicks: 1 },
      { placement: "category-order", clicks: 1 },
      { placement: "city-service-card", clicks: 1 },
      { placement: "hero", clicks: 1 },
    ]);
    expect(week.cities).toEqual([
      { slug: "omaha", clicks: 3 },
      { slug: "lincoln", clicks: 1 },
    ]);
    expect(week.categories).toEqual([{ slug: "anniversary", clicks: 1 }]);
    expect(week.links[0]).toEqual({ path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha", clicks: 2 });
    expect(week.links).toContainEqual({ path: "/", placement: "carousel-card", targetKind: "product", targetId: "Classic Dozen Red Roses", clicks: 1 });

    const today = await stats(1);
    expect(today.total).toBe(2);
    expect(today.perDay).toEqual([{ date: "2026-11-21", clicks: 2 }]);
    expect((await stats(30)).total).toBe(8);
    // The repository answers the same figures without HTTP (the API adds what storage holds).
    const { storage, ...figures } = week;
    expect(await aggregateClicks(database.db, { days: 7, now: clock.now() })).toEqual(figures);
    expect(storage).toMatchObject({ rows: 8, oldestAt: "2026-11-15T05:59:59.000Z" });
  });

  it.skipIf(skip)("counts many events exactly (bigint counts read as numbers)", async () => {
    await database.db
      .insertInto("click_events")
      .values(Array.from({ length: 250 }, (_, i) => ({ occurred_at: clock.now().getTime() - i * HOUR, path: "/", placement: "hero", target_kind: "nebraska", target_id: null })))
      .execute();
    const month = await stats(30);
    expect(month.total).toBe(250);
    expect(month.placements).toEqual([{ placement: "hero", clicks: 250 }]);
    expect(month.perDay.reduce((sum, day) => sum + day.clicks, 0)).toBe(250);
  });

  it.skipIf(skip)("deletes events older than a cut-off", async () => {
    await insertClick(database.db, CITY_ORDER, new Date("2025-01-01T00:00:00Z"));
    await insertClick(database.db, CITY_ORDER, clock.now());
    expect(await deleteClicksBefore(database.db, new Date("2026-01-01T00:00:00Z"))).toBe(1);
    expect(await storedRows()).toHaveLength(1);
  });

  it.skipIf(skip)("keeps the aggregates behind the admin token", async () => {
    expect((await app.request("/api/admin/clicks?days=7")).status).toBe(401);
    const wrong = await app.request("/api/admin/clicks?days=7", { headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    expect(await wrong.json()).toEqual({ error: "Unauthorized" });
  });

  it.skipIf(skip)("answers 400 for days outside 1-366 and 30 days when none is given", async () => {
    const auth = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
    for (const days of ["0", "367", "abc", "2.5"]) {
      const response = await app.request(`/api/admin/clicks?days=${days}`, auth);
      expect(response.status, days).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe("days must be a whole number from 1 to 366");
    }
    const fallback = await app.request("/api/admin/clicks", auth);
    expect(clickStatsSchema.parse(await fallback.json()).days).toBe(30);
    expect(fallback.headers.get("cache-control")).toBe("no-store");
  });
});

describe("click routes as the server wires them", () => {
  let dir: string;
  let runtime: Awaited<ReturnType<typeof createRuntime>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nfd-clicks-"));
    const config = loadConfig({ DATABASE_URL: join(dir, "clicks.sqlite"), ADMIN_TOKEN, LOG_LEVEL: "silent" });
    runtime = await createRuntime(config, silentLogger as unknown as Logger);
  });
  afterAll(async () => {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a beacon at POST /api/clicks and shows it to the admin only", async () => {
    const app = new Hono().route("/api", runtime.api);
    expect((await app.request("/api/clicks", beacon(CITY_ORDER))).status).toBe(204);
    expect((await app.request("/api/admin/clicks?days=7")).status).toBe(401);
    const response = await app.request("/api/admin/clicks?days=7", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    const body = clickStatsSchema.parse(await response.json());
    expect(body.total).toBe(1);
    expect(body.links).toEqual([{ ...CITY_ORDER, clicks: 1 }]);
  });
});
