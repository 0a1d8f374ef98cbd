import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliveryDatesResponseSchema } from "#core/delivery/dates-response";
import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import { loadConfig } from "../../server/config";
import type { Logger } from "../../server/logger";
import { createRuntime } from "../../server/runtime";
import { silentLogger } from "./helpers/clock";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "./helpers/databases";

// Tuesday 24 November 2026, 10:00 CST (09:00 MST).
const NOW = new Date("2026-11-24T16:00:00Z");

/** A stand-in for the partner's API, answering per ZIP as told. */
function fakePartner() {
  const calls: string[] = [];
  let mode: "ok" | "fail" | "hang" | "garbage" = "ok";
  const partner: PartnerDeliveryDates = (zip, signal) => {
    calls.push(zip);
    if (mode === "fail") return Promise.reject(new Error("partner refused"));
    if (mode === "garbage") return Promise.resolve(["2026-11-31", "soon"]);
    if (mode === "hang") {
      return new Promise((_, reject) => signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    }
    // The partner serves this ZIP on Sunday Nov 29 but not on Monday Nov 30.
    return Promise.resolve(["2026-11-24", "2026-11-25", "2026-11-27", "2026-11-28", "2026-11-29", "2026-12-01"]);
  };
  return { partner, calls, setMode: (next: typeof mode) => void (mode = next) };
}

/** DATABASE_URL for the runtime: the SQLite file, or PostgreSQL with this run's schema first. */
function databaseUrl(database: TestDatabase): string {
  if (!database.pgSchema) return database.url;
  const separator = database.url.includes("?") ? "&" : "?";
  return `${database.url}${separator}options=${encodeURIComponent(`-c search_path=${database.pgSchema}`)}`;
}

describe.each(DATABASE_KINDS)("GET /api/delivery-dates on $kind", ({ kind, skip }) => {
  let database: TestDatabase;
  let rulesApp: Hono;
  let partnerApp: Hono;
  let close: () => Promise<void>;
  const fake = fakePartner();
  let clock = NOW;

  beforeAll(async () => {
    if (skip) return;
    database = await openTestDatabase(kind);
    const config = loadConfig({ DATABASE_URL: databaseUrl(database), LOG_LEVEL: "silent" });
    const logger = silentLogger as unknown as Logger;
    const rules = await createRuntime(config, logger, { now: () => clock });
    const partner = await createRuntime(config, logger, { now: () => clock, partnerDates: fake.partner });
    rulesApp = new Hono().route("/api", rules.api);
    partnerApp = new Hono().route("/api", partner.api);
    close = async () => {
      await rules.close();
      await partner.close();
    };
  });
  afterAll(async () => {
    if (skip) return;
    await close();
    await database.cleanup();
  });
  beforeEach(() => {
    clock = NOW;
    fake.setMode("ok");
    fake.calls.length = 0;
  });

  async function get(app: Hono, query: string) {
    const response = await app.request(`/api/delivery-dates${query}`);
    return { response, body: (await response.json()) as unknown };
  }

  it.skipIf(skip)("answers the rules' next 60 days for a town, without Sundays or holidays", async () => {
    const { response, body } = await get(rulesApp, "?city=omaha");
    expect(response.status).toBe(200);
    const answer = deliveryDatesResponseSchema.parse(body);
    expect(answer).toMatchObject({ city: "omaha", timeZone: "America/Chicago", source: "rules", cutoff: "14:00" });
    expect(answer.zip).toMatch(/^681\d\d$/);
    expect(answer.dates[0]).toBe("2026-11-24");
    expect(answer.dates.slice(0, 5)).toEqual(["2026-11-24", "2026-11-25", "2026-11-27", "2026-11-28", "2026-11-30"]);
    expect(answer.dates).not.toContain("2026-12-25");
    expect(answer.dates).not.toContain("2027-01-01");
    expect(answer.dates.at(-1)).toBe("2027-01-22");
    // 60 days (Nov 24 - Jan 22) less 8 Sundays and 3 holidays.
    expect(answer.dates).toHaveLength(60 - 8 - 3);
    // A daily answer: kept an hour at most, never past the town's midnight.
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it.skipIf(skip)("keeps the answer no later than the town's midnight, in its own zone", async () => {
    clock = new Date("2026-11-25T05:40:00Z"); // 23:40 CST Nov 24, 22:40 MST
    expect((await get(rulesApp, "?city=omaha")).response.headers.get("cache-control")).toBe("public, max-age=1200");
    const scottsbluff = await get(rulesApp, "?city=scottsbluff");
    expect(scottsbluff.response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(deliveryDatesResponseSchema.parse(scottsbluff.body)).toMatchObject({ city: "scottsbluff", timeZone: "America/Denver" });
  });

  it.skipIf(skip)("uses the post office's ZIP for a town without its own, and canonical slugs for aliases", async () => {
    expect(deliveryDatesResponseSchema.parse((await get(rulesApp, "?city=boys-town")).body).zip).toBe("68010");
    expect(deliveryDatesResponseSchema.parse((await get(rulesApp, "?city=st-paul")).body).city).toBe("saint-paul");
  });

  it.skipIf(skip)("answers 400 JSON for a missing, malformed, over-long or unknown town", async () => {
    for (const query of ["", "?city=", "?city=Omaha", "?city=..%2Fetc", `?city=${"a".repeat(61)}`, "?city=atlantis", "?city=constructor"]) {
      const { response, body } = await get(rulesApp, query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toMatch(/application\/json/);
      expect(response.headers.get("cache-control"), query).toBe("no-store");
      expect(body, query).toEqual({ error: expect.any(String) });
    }
    expect((await get(rulesApp, "?city=atlantis")).body).toEqual({ error: "city is not a Nebraska town this site serves" });
  });

  it.skipIf(skip)("answers the partner's dates when it has them, asking once per ZIP per day", async () => {
    const first = deliveryDatesResponseSchema.parse((await get(partnerApp, "?city=omaha")).body);
    expect(first.source).toBe("partner");
    // The partner's list decides over its span (a Sunday in, a Monday out); the rules after it.
    expect(first.dates.slice(0, 7)).toEqual(["2026-11-24", "2026-11-25", "2026-11-27", "2026-11-28", "2026-11-29", "2026-12-01", "2026-12-02"]);
    await get(partnerApp, "?city=omaha");
    expect(fake.calls).toEqual([first.zip]);
    // The next day the partner is asked again.
    clock = new Date("2026-11-25T16:00:00Z");
    await get(partnerApp, "?city=omaha");
    expect(fake.calls).toEqual([first.zip, first.zip]);
  });

  it.skipIf(skip)("falls back to the rules, briefly cached, when the partner fails, hangs or answers nonsense", async () => {
    for (const [mode, city] of [["fail", "lincoln"], ["garbage", "kearney"], ["hang", "norfolk"]] as const) {
      fake.setMode(mode);
      const started = Date.now();
      const { response, body } = await get(partnerApp, `?city=${city}`);
      expect(Date.now() - started, mode).toBeLessThan(10_000);
      const answer = deliveryDatesResponseSchema.parse(body);
      expect(answer.source, mode).toBe("rules");
      expect(answer.dates, mode).toContain("2026-11-30");
      expect(answer.dates, mode).not.toContain("2026-11-29");
      expect(response.headers.get("cache-control"), mode).toBe("public, max-age=60");
    }
  });
});
