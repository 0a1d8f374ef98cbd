/**
 * Issue 52, row 1: on SQLite every query runs on the server's only thread, and its queries resolve
 * as microtasks. An export read page after page without giving the event loop a turn (a 30-day
 * export held every other answer 3.3 s), and the dashboard's figures were one query over the
 * whole period (91 days: 4.2 s). Each export page and each six hours of the figures now wait for the
 * event loop's next turn: counted here as turns other work got while one report ran.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { adminClicksRoutes } from "../../server/api/clicks";
import { exportDays } from "#core/clicks/export";
import { clickCsvStream } from "../../server/clicks/export";
import { aggregateClicks, insertClick } from "../../server/clicks/repository";
import { suiteDatabase } from "./helpers/databases";

const CLICK = { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" } as const;

describe("the click export on SQLite", () => {
  const database = suiteDatabase("sqlite", false, ["click_events"]);

  it("gives the event loop a turn between its pages", async () => {
    const { db } = database.current;
    const noon = Date.parse("2026-11-10T18:00:00Z");
    for (let n = 0; n < 60; n += 1) await insertClick(db, CLICK, new Date(noon + n * 1_000));
    let turns = 0;
    let streaming = true;
    const tick = () => {
      if (!streaming) return;
      turns += 1;
      setImmediate(tick);
    };
    const text = new Response(clickCsvStream(db, exportDays({ from: "2026-11-10", to: "2026-11-10" }), 5)).text();
    setImmediate(tick);
    const lines = (await text).trimEnd().split("\r\n");
    streaming = false;
    console.log(`12 pages of 5 rows: other work got ${turns} turns of the event loop while the export streamed`);
    expect(lines).toHaveLength(61);
    expect(turns).toBeGreaterThanOrEqual(11);
  });

  it("sums the dashboard's figures in six-hour slices, giving the event loop a turn between them", async () => {
    const { db } = database.current;
    const now = new Date("2026-11-27T18:00:00Z");
    for (let day = 0; day < 31; day += 1) await insertClick(db, { ...CLICK, targetId: day % 2 ? "omaha" : "lincoln" }, new Date(now.getTime() - day * 86_400_000 - 3_600_000));
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns += 1;
      setImmediate(tick);
    };
    const report = aggregateClicks(db, { days: 31, now });
    setImmediate(tick);
    const stats = await report;
    running = false;
    console.log(`31 days of figures: other work got ${turns} turns of the event loop meanwhile`);
    expect(JSON.stringify(stats)).toContain('"omaha"');
    expect(turns).toBeGreaterThanOrEqual(30 * 4);
  });

  it("answers a report past its time budget with a clear 422 asking for fewer days", async () => {
    const { db } = database.current;
    // A clock that moves a second each time it is read: the budget of 5 s runs out within the period.
    let ticks = 0;
    const app = new Hono().route("/clicks", adminClicksRoutes({ db, now: () => new Date("2026-11-27T18:00:00Z"), report: { budgetMs: 5_000, clock: () => (ticks += 1) * 1_000 } }));
    const response = await app.request("/clicks?days=91");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Too many clicks to sum within 5 s: narrow the range (fewer days)." });
    expect((await new Hono().route("/clicks", adminClicksRoutes({ db })).request("/clicks?days=7")).status).toBe(200);
  });
});
