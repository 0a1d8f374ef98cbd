import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { createClickCeiling } from "../../server/clicks/ceiling";
import { loadConfig } from "../../server/config";
import { findRoutes } from "../../server/http/find";
import { silentLogger, testClock } from "./helpers/clock";
import { DATABASE_KINDS, suiteDatabase, type TestDatabase } from "./helpers/databases";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const config = loadConfig({ SITE_URL: "https://site.test", PARTNER_BASE_URL: "https://partner.test", AFFILIATE_ID: "1234567890", AFFILIATE_SOURCE_ID: "src" });
const tracked = (path: string) => `https://partner.test${path}?source_id=src&AffiliateID=1234567890`;

describe.each(DATABASE_KINDS)("the plain search form's route on $kind", ({ kind, skip }) => {
  let database: TestDatabase;
  let app: Hono;

  const find = (query: string, headers: Record<string, string> = {}) =>
    app.request(`/api/find${query}`, { headers: { "user-agent": BROWSER, referer: "https://site.test/cities/", ...headers } });
  const rows = () => database.db.selectFrom("click_events").selectAll().execute();

  const suite = suiteDatabase(kind, skip, ["click_events"]);
  beforeEach(async () => {
    if (skip) return;
    database = suite.current;
    const clock = testClock("2026-11-21T18:00:00.000Z");
    app = new Hono();
    app.route("/api/find", findRoutes({ db: database.db, site: config.site, logger: silentLogger, ceiling: createClickCeiling(database.db, 1000, "find-test-click-share-secret-0123456789"), now: clock.now }));
  });

  it.skipIf(skip)("sends an empty query to the partner's Nebraska page and records the click", async () => {
    const response = await find("?q=&from=hero-search");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(tracked("/nebraska/"));
    expect(await rows()).toMatchObject([{ path: "/cities/", placement: "hero-search", target_kind: "nebraska" }]);
  });

  it.skipIf(skip)("sends a known ZIP to its town and a name to the first suggestion", async () => {
    expect((await find("?q=68801")).headers.get("location")).toMatch(/^https:\/\/partner\.test\/nebraska\/grand-island\/\?/);
    const response = await find("?q=kearn&from=header-search");
    expect(response.headers.get("location")).toMatch(/^https:\/\/partner\.test\/nebraska\/kearney\/\?.*AffiliateID=1234567890/);
    const stored = await rows();
    expect(stored.map((row) => [row.placement, row.target_id])).toEqual(
      expect.arrayContaining([["hero-search", "grand-island"], ["header-search", "kearney"]]),
    );
  });

  it.skipIf(skip)("lands a hospital's name on its page in the form's edition, records no partner click, and lets towns win", async () => {
    const landings: [string, string][] = [
      ["?q=good+samaritan&from=hero-search", "/cities/kearney/hospitals/chi-health-good-samaritan/"],
      ["?q=Good%20Samaritan&from=header-search&lang=es", "/es/ciudades/kearney/hospitales/chi-health-good-samaritan/"],
      ["?q=bryan+east", "/cities/lincoln/hospitals/bryan-medical-center-east-campus/"],
      ["?q=regional+west&lang=es", "/es/ciudades/scottsbluff/hospitales/regional-west-medical-center/"],
    ];
    for (const [query, path] of landings) {
      const response = await find(query);
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe(path);
    }
    expect(await rows()).toEqual([]);
    // A town's name still goes to the town: the partner's page in English, ours in Spanish.
    expect((await find("?q=kearney")).headers.get("location")).toMatch(/^https:\/\/partner\.test\/nebraska\/kearney\/\?/);
    expect((await find("?q=kearney&lang=es")).headers.get("location")).toBe("/es/ciudades/kearney/");
  });

  it.skipIf(skip)("answers 400, never 500, to a query that is not a search, and records nothing", async () => {
    for (const query of [`?q=${"x".repeat(101)}`, "?from=footer", "?q=omaha&from=%00"]) {
      const response = await find(query);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toMatch(/^Bad search/);
    }
    expect(await rows()).toEqual([]);
  });

  it.skipIf(skip)("redirects a bot, a cross-site search and a foreign referer without recording them", async () => {
    expect((await find("?q=omaha", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status).toBe(302);
    expect((await find("?q=omaha", { "sec-fetch-site": "cross-site" })).status).toBe(302);
    expect((await find("?q=omaha", { referer: "https://elsewhere.test/page/" })).status).toBe(302);
    expect(await rows()).toEqual([]);
  });

  it.skipIf(skip)("records a typed search (Sec-Fetch-Site: none) as from the home page", async () => {
    await find("?q=omaha", { "sec-fetch-site": "none", referer: "" });
    expect(await rows()).toMatchObject([{ path: "/", target_id: "omaha" }]);
  });
});
