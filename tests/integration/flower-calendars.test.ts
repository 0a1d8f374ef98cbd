/**
 * The towns' flower-dates files and the service answer's calendar event through the server's
 * own routes (docs/decisions/0044), on a pinned clock, read back with ical.js: the right
 * instants for a Central and a Mountain town, the same UIDs a month later, page-like caching
 * (ETag, 304), the 404 for a made-up town after no more than a lookup, the partner asked no
 * more than the checker asks it, and the service file built from the answer's own query.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import { parseIcs, wallClock } from "../fixtures/parse-ics";
import { loadConfig } from "../../server/config";
import { createApp } from "../../server/http/app";
import type { Logger } from "../../server/logger";
import { createRuntime } from "../../server/runtime";
import { silentLogger } from "./helpers/clock";
import { openTestDatabase, type TestDatabase } from "./helpers/databases";

const SITE = "https://flowers.example.org";
// Tuesday 1 December 2026, noon in Kearney.
const DECEMBER_1 = new Date("2026-12-01T18:00:00Z");

let clock = DECEMBER_1;
const calls: string[] = [];
/** The partner for Kearney's ZIP lists the weekdays of the coming weeks but leaves out Saturday 13 February 2027. */
const partner: PartnerDeliveryDates = (zip) => {
  calls.push(zip);
  const days: string[] = [];
  for (let offset = 0; offset < 60; offset += 1) {
    const day = new Date(clock.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0 && day !== "2027-02-13") days.push(day);
  }
  return Promise.resolve(days);
};

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase("sqlite");
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: "silent", SITE_URL: SITE, NODE_ENV: "test" });
  const logger = silentLogger as unknown as Logger;
  const runtime = await createRuntime(config, logger, { now: () => clock, partnerDates: partner });
  app = createApp({
    logger,
    api: runtime.api,
    calendars: runtime.calendars,
    security: { partnerOrigin: "http://127.0.0.1:9", hsts: false },
    siteUrl: SITE,
    rateLimit: { perMinute: 10_000, trustProxy: false },
  });
  close = async () => {
    await runtime.close();
    await database.cleanup();
  };
});
afterAll(async () => {
  await close?.();
});

async function calendarOf(path: string) {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return parseIcs(await response.text());
}

const orderBy = (parsed: ReturnType<typeof parseIcs>, uid: string) => parsed.events.find((event) => event.uid === uid)?.start ?? `no ${uid}`;

describe("GET /cities/{town}/flower-dates.ics", () => {
  it("answers text/calendar with a file name, cached like a page", async () => {
    clock = DECEMBER_1;
    const response = await app.request("/cities/kearney/flower-dates.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="kearney-flower-dates.ics"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request("/cities/kearney/flower-dates.ics", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const brotli = await app.request("/cities/kearney/flower-dates.ics", { headers: { "accept-encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect((await app.request("/cities/kearney/flower-dates.ics", { method: "HEAD" })).status).toBe(200);
  });

  it("Kearney (Central) and Scottsbluff (Mountain): Valentine's Day and Mother's Day 2027 close at 2 PM Saturday in the town's zone", async () => {
    clock = DECEMBER_1;
    const kearney = await calendarOf("/cities/kearney/flower-dates.ics");
    const scottsbluff = await calendarOf("/cities/scottsbluff/flower-dates.ics");
    const host = "flowers.example.org";
    expect(orderBy(kearney, `kearney-valentines-day-2027-order-by@${host}`)).toBe("2027-02-13T20:00:00.000Z");
    expect(orderBy(scottsbluff, `scottsbluff-valentines-day-2027-order-by@${host}`)).toBe("2027-02-13T21:00:00.000Z");
    expect(orderBy(kearney, `kearney-mothers-day-2027-order-by@${host}`)).toBe("2027-05-08T19:00:00.000Z");
    expect(orderBy(scottsbluff, `scottsbluff-mothers-day-2027-order-by@${host}`)).toBe("2027-05-08T20:00:00.000Z");
    expect(wallClock(orderBy(scottsbluff, `scottsbluff-mothers-day-2027-order-by@${host}`), "America/Denver")).toBe("2027-05-08 14:00");
    const link = kearney.events.find((event) => event.uid === `kearney-valentines-day-2027-order-by@${host}`);
    expect(link?.url).toBe(`${SITE}/cities/kearney/`);
    expect(link?.alarms).toEqual([-172_800]);
  });

  it("a month later the same events keep their UIDs", async () => {
    clock = DECEMBER_1;
    const before = await calendarOf("/cities/scottsbluff/flower-dates.ics");
    clock = new Date("2027-01-01T18:00:00Z");
    const after = await calendarOf("/cities/scottsbluff/flower-dates.ics");
    const uids = (parsed: ReturnType<typeof parseIcs>) => parsed.events.map((event) => event.uid);
    // Christmas 2026 and its order-by are past; every other event is in both files under the same UID.
    expect(uids(before).filter((uid) => !uid.includes("christmas-2026"))).toEqual(uids(after).filter((uid) => !uid.includes("christmas-2027")));
    expect(uids(after)).toHaveLength(12);
  });

  it("uses the checker's calendar: inside the partner's listed days a Saturday it leaves out moves the order-by to Friday", async () => {
    clock = new Date("2027-01-20T18:00:00Z");
    const kearney = await calendarOf("/cities/kearney/flower-dates.ics");
    expect(wallClock(orderBy(kearney, "kearney-valentines-day-2027-order-by@flowers.example.org"), "America/Chicago")).toBe("2027-02-12 14:00");
    // The checker's answer for the same day, from the same calendar.
    const dates = (await (await app.request("/api/delivery-dates?city=kearney")).json()) as { dates: string[]; source: string };
    expect(dates.source).toBe("partner");
    expect(dates.dates).not.toContain("2027-02-13");
  });

  it("asks the partner no more than the checker does: once per ZIP and day, shared with /api/delivery-dates", async () => {
    clock = new Date("2027-01-05T18:00:00Z");
    const before = calls.length;
    await app.request("/api/delivery-dates?city=grand-island");
    for (let i = 0; i < 3; i += 1) expect((await app.request("/cities/grand-island/flower-dates.ics")).status).toBe(200);
    expect(calls.length - before).toBe(1);
  });

  it("a made-up or malformed town is a 404, with no partner call", async () => {
    const before = calls.length;
    for (const path of ["/cities/atlantis/flower-dates.ics", "/cities/Kearney/flower-dates.ics", `/cities/${"x".repeat(500)}/flower-dates.ics`, "/cities/kearney/flower-dates.ics.bak"]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect(calls.length).toBe(before);
  });
});

describe("GET /api/service-delivery.ics", () => {
  it("a Monday-morning service in Kearney: one event at Saturday's 2 PM Central with the delivery date in its text", async () => {
    clock = DECEMBER_1;
    const response = await app.request("/api/service-delivery.ics?town=kearney&date=2026-12-07&time=morning");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="sympathy-flowers-kearney-2026-12-07.ics"');
    const { events } = parseIcs(await response.text());
    expect(events).toHaveLength(1);
    expect(events[0]?.start).toBe("2026-12-05T20:00:00.000Z");
    expect(events[0]?.alarms).toEqual([-7_200]);
    expect(events[0]?.description).toContain("Choose Saturday, December 5, 2026 as the delivery date.");
    // The JSON twin gives the same moment for the same query.
    const json = (await (await app.request("/api/service-delivery?town=kearney&date=2026-12-07&time=morning")).json()) as { orderBy: string };
    expect(json.orderBy).toBe(events[0]?.start);
  });

  it("bad input, a service too far ahead or too late is a 400 with a JSON reason, never a 5xx", async () => {
    clock = DECEMBER_1;
    for (const query of [
      "town=Atlantis&date=2026-12-07&time=morning",
      "town=kearney&date=soon&time=morning",
      "town=kearney&date=2026-12-07&time=evening",
      "town=kearney",
      "",
      `town=${"x".repeat(5000)}&date=${"1".repeat(5000)}&time=%00`,
      "town=kearney&date=2027-06-01&time=morning",
      "town=kearney&date=2026-11-20&time=morning",
    ]) {
      const response = await app.request(`/api/service-delivery.ics?${query}`);
      expect(response.status, query.slice(0, 40)).toBe(400);
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(0);
    }
  });
});
