/**
 * Issue 52, row 4: a failing partner `checkdeliverydate` backs off as gettotal does (15 min, 1 h,
 * 6 h), whoever asks: the checker's API, the sympathy answer, the flower-dates calendars and the
 * Día de las Madres list all ask through the runtime's one delivery service. Counted on an
 * injected clock: each ZIP is asked once in six minutes of every caller asking every three.
 */
import { parse } from "#core/routes/routes";
import { townCalendar } from "#core/site/page-route";
import { Hono } from "hono";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import { mayTenthTowns } from "#core/content/may-tenth";
import { getCityBySlug } from "#core/nebraska/directory";
import { deliveryZipOf } from "#core/nebraska/town-zip";
import { loadConfig } from "../../server/config";
import type { Logger } from "../../server/logger";
import { mayTenthList } from "../../server/pages/loaders/may-tenth";
import { createRuntime } from "../../server/runtime";
import { silentLogger } from "./helpers/clock";

const MINUTE = 60_000;
const TOWNS = ["omaha", "lincoln", "kearney", "grand-island", "north-platte", "scottsbluff", "norfolk", "hastings"];

describe("a failing checkdeliverydate backs off for every caller", () => {
  const calls = new Map<string, number>();
  const failing: PartnerDeliveryDates = (zip) => {
    calls.set(zip, (calls.get(zip) ?? 0) + 1);
    return Promise.reject(new Error("partner refused"));
  };
  let clock = new Date("2026-11-24T16:00:00Z");
  let dir: string;
  let runtime: Awaited<ReturnType<typeof createRuntime>>;
  let app: Hono;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "nfd-delivery-backoff-"));
    const config = loadConfig({ DATABASE_URL: path.join(dir, "cache.sqlite"), LOG_LEVEL: "silent" });
    runtime = await createRuntime(config, silentLogger as unknown as Logger, { now: () => clock, partnerDates: failing });
    // The calendar files as the site's app answers them: the path matched once, a known town's file.
    app = new Hono().route("/api", runtime.api).get("*", (c, next) => {
      const town = townCalendar(parse(c.req.path));
      return town?.town ? runtime.calendars(town.town, town.locale, c.req.raw) : next();
    });
  });
  afterAll(async () => {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const zips = TOWNS.map((slug) => deliveryZipOf(getCityBySlug(slug)!)!);
  const asked = () => zips.map((zip) => calls.get(zip) ?? 0);

  /** One round of every caller: the May 10 list once, then per town the checker, the sympathy answer and the calendar. */
  async function everyCallerAsks(): Promise<void> {
    const before = new Map(calls);
    const list = await mayTenthList(runtime.delivery, { reuseMs: 0 })();
    expect(list.mayTenth.length).toBeGreaterThan(0);
    // One view of the list asks each of its towns' ZIPs at most once.
    const listZips = new Set(mayTenthTowns().map((town) => deliveryZipOf(town)));
    for (const [zip, count] of calls) expect(count - (before.get(zip) ?? 0), zip).toBeLessThanOrEqual(listZips.has(zip) ? 1 : 0);
    for (const slug of TOWNS) {
      const answers = await Promise.all([
        app.request(`/api/delivery-dates?city=${slug}`),
        app.request(`/api/service-delivery?town=${slug}&date=2026-11-30&time=morning`),
        app.request(`/cities/${slug}/flower-dates.ics`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      await Promise.all(answers.map((answer) => answer.body?.cancel()));
    }
  }

  it("asks each ZIP once in six minutes, then after 15 minutes, an hour and six hours, across the site day", async () => {
    const seen: number[] = [];
    for (const minutes of [0, 3, 6]) {
      clock = new Date(Date.parse("2026-11-24T16:05:00Z") + minutes * MINUTE);
      await everyCallerAsks();
      seen.push(asked().reduce((sum, count) => sum + count, 0));
    }
    console.log(`checkdeliverydate calls for ${TOWNS.length} ZIPs at 0, +3, +6 min: ${seen.join(", ")}`);
    expect(asked()).toEqual(zips.map(() => 1));

    const start = Date.parse("2026-11-24T16:05:00Z");
    const at = async (ms: number) => {
      clock = new Date(start + ms);
      await everyCallerAsks();
      return asked();
    };
    expect(await at(15 * MINUTE + 1)).toEqual(zips.map(() => 2));
    expect(await at(74 * MINUTE)).toEqual(zips.map(() => 2));
    expect(await at(75 * MINUTE + 2)).toEqual(zips.map(() => 3));
    const HOUR = 60 * MINUTE;
    expect(await at(75 * MINUTE + 6 * HOUR - 1)).toEqual(zips.map(() => 3));
    expect(await at(75 * MINUTE + 6 * HOUR + 3)).toEqual(zips.map(() => 4)); // 23:20 UTC
    expect(await at(75 * MINUTE + 12 * HOUR + 4)).toEqual(zips.map(() => 5)); // 05:20 UTC, still the 24th in Nebraska
    // The site day turns (midnight in Omaha, 06:00 UTC) within the six hours: still no call.
    expect(await at(75 * MINUTE + 13 * HOUR)).toEqual(zips.map(() => 5));
    expect(await at(75 * MINUTE + 18 * HOUR + 5)).toEqual(zips.map(() => 6));
  });
});
