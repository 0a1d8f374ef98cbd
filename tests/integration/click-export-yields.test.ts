/**
 * Issue 52, row 1 (the export's part): on SQLite every query runs on the server's only thread, and
 * an export read page after page without giving the event loop a turn (its queries resolve as
 * microtasks), so a 30-day export held every other answer 3.3 s. Each page now waits for the
 * event loop's next turn: counted here as turns other work got while one export streamed.
 */
import { describe, expect, it } from "vitest";
import { exportDays } from "#core/clicks/export";
import { clickCsvStream } from "../../server/clicks/export";
import { insertClick } from "../../server/clicks/repository";
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
});
