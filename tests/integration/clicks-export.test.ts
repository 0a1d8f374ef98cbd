import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { adminRoutes, type AdminRoutesDeps } from "../../server/api/admin";
import { clicksRoutes } from "../../server/api/clicks";
import { adminClicksExportRoutes } from "../../server/api/clicks-export";
import { clickCsvStream } from "../../server/clicks/export";
import { exportDays } from "#core/clicks/export";
import { insertClick } from "../../server/clicks/repository";
import { DAY, silentLogger, testClock } from "./helpers/clock";
import { DATABASE_KINDS, suiteDatabase, type TestDatabase } from "./helpers/databases";

const ADMIN_TOKEN = "admin-token-export-0123456789";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const noCache: AdminRoutesDeps["pageCache"] = {
  listRows: async () => [],
  forceRefresh: async () => ({ success: false, fromCache: false, cacheStatus: null, fetchedAt: null, error: "unused" }),
};

describe.each(DATABASE_KINDS)("click export on $kind", ({ kind, skip }) => {
  let database: TestDatabase;
  let app: Hono;
  const get = (query: string, token: string | null = ADMIN_TOKEN) =>
    app.request(`/api/admin/clicks.csv${query}`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });

  const suite = suiteDatabase(kind, skip, ["click_events"]);
  beforeEach(async () => {
    if (skip) return;
    database = suite.current;
    app = new Hono();
    const admin = adminRoutes({ pageCache: noCache, db: database.db, adminToken: ADMIN_TOKEN });
    admin.route("/", adminClicksExportRoutes({ db: database.db }));
    app.route("/api/admin", admin);
  });

  it.skipIf(skip)("answers 401 without the token or with a wrong one", async () => {
    expect((await get("?from=2026-11-01&to=2026-11-30", null)).status).toBe(401);
    expect((await get("?from=2026-11-01&to=2026-11-30", "wrong-token-0123456789")).status).toBe(401);
  });

  it.skipIf(skip)("streams a header row and one row per stored click of the Central days asked for", async () => {
    // 05:59 UTC on 1 Nov is still 31 Oct in Chicago (CDT); 05:00 UTC on 1 Dec is 30 Nov 23:00 (CST).
    await insertClick(database.db, { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" }, new Date("2026-11-01T04:59:00Z"));
    await insertClick(database.db, { path: "/", placement: "hero", targetKind: "nebraska" }, new Date("2026-11-01T05:00:00Z"));
    await insertClick(database.db, { path: "/categories/roses/", placement: "carousel-card", targetKind: "product", targetId: "=cmd|' /C calc'!A0" }, new Date("2026-11-15T18:00:00Z"));
    await insertClick(database.db, { path: "/cities/lincoln/", placement: "carousel-card", targetKind: "product", targetId: "Roses, \"Deluxe\"" }, new Date("2026-12-01T05:59:00Z"));
    await insertClick(database.db, { path: "/", placement: "footer", targetKind: "home" }, new Date("2026-12-01T06:00:00Z"));

    const response = await get("?from=2026-11-01&to=2026-11-30");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="clicks-2026-11-01-to-2026-11-30.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.text()).split("\r\n")).toEqual([
      "time,page,placement,target_kind,target,town,category,language,source",
      "2026-11-01T05:00:00.000Z,/,hero,nebraska,,,,en,pages",
      "2026-11-15T18:00:00.000Z,/categories/roses/,carousel-card,product,'=cmd|' /C calc'!A0,,roses,en,pages",
      '2026-12-01T05:59:00.000Z,/cities/lincoln/,carousel-card,product,"Roses, ""Deluxe""",lincoln,,en,pages',
      "",
    ]);
  });

  it.skipIf(skip)("gives only the header row for a range without clicks", async () => {
    const response = await get("?from=2025-01-01&to=2025-12-31");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("time,page,placement,target_kind,target,town,category,language,source\r\n");
  });

  it.skipIf(skip)("exports every click of a busy day, in time order", async () => {
    const start = new Date("2026-11-10T12:00:00Z").getTime();
    const rows = Array.from({ length: 1_500 }, (_, index) => ({
      occurred_at: start + index * 1_000,
      path: "/",
      placement: "hero",
      target_kind: "nebraska",
      target_id: null,
    }));
    for (let index = 0; index < rows.length; index += 500) await database.db.insertInto("click_events").values(rows.slice(index, index + 500)).execute();
    const lines = (await (await get("?from=2026-11-10&to=2026-11-10")).text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + 1_500);
    expect(lines[1]).toBe("2026-11-10T12:00:00.000Z,/,hero,nebraska,,,,en,pages");
    expect(lines.at(-1)).toBe(`${new Date(start + 1_499_000).toISOString()},/,hero,nebraska,,,,en,pages`);
  });

  it.skipIf(skip)("answers a bad range with a 400 JSON error naming the field", async () => {
    for (const [query, field] of [
      ["", "from"],
      ["?from=2026-11-01", "to"],
      ["?from=2026-13-01&to=2026-12-01", "from"],
      ["?from=2026-11-01&to=2026-02-30", "to"],
      ["?from=2026-11-02&to=2026-11-01", "to"],
      ["?from=%00&to=2026-11-01", "from"],
      [`?from=${"9".repeat(5000)}&to=2026-11-01`, "from"],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as { error: string };
      expect(body.error.startsWith(`${field}: `), body.error).toBe(true);
    }
  });

  it.skipIf(skip)("keeps clicks for CLICK_RETENTION_DAYS, then deletes them", async () => {
    const clock = testClock("2026-11-21T18:00:00.000Z");
    const beacons = new Hono().route("/api/clicks", clicksRoutes({ db: database.db, logger: silentLogger, trustProxy: false, now: clock.now, retentionDays: 30 }));
    await insertClick(database.db, { path: "/", placement: "hero", targetKind: "nebraska" }, new Date(clock.now().getTime() - 31 * DAY));
    await insertClick(database.db, { path: "/", placement: "footer", targetKind: "home" }, new Date(clock.now().getTime() - 29 * DAY));
    const response = await beacons.request("/api/clicks", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER },
      body: JSON.stringify({ path: "/", placement: "hero", targetKind: "nebraska" }),
    });
    expect(response.status).toBe(204);
    // The prune runs after the answer, in the background.
    await expect.poll(async () => (await database.db.selectFrom("click_events").select("placement").orderBy("occurred_at").execute()).map((row) => row.placement)).toEqual(["footer", "hero"]);
  });
  it.skipIf(skip)("reads pages of rows without splitting a millisecond or repeating a row", async () => {
    // Runs of 1-4 clicks in one millisecond, read 3 rows a page.
    const times = [0, 0, 0, 0, 5, 6, 6, 9, 9, 9, 12].map((ms) => new Date(Date.parse("2026-11-10T18:00:00Z") + ms));
    for (const [n, time] of times.entries()) await insertClick(database.db, { path: "/", placement: "hero", targetKind: "product", targetId: `Rose ${n}` }, time);
    const text = await new Response(clickCsvStream(database.db, exportDays({ from: "2026-11-09", to: "2026-11-11" }), 3)).text();
    const targets = text.split("\r\n").slice(1, -1).map((line) => line.split(",")[4]);
    expect(targets.toSorted()).toEqual(times.map((_, n) => `Rose ${n}`).toSorted());
  });
});
