/**
 * A stored click is a real visitor's, and a 204 means stored (the built site in process,
 * CLICKS_DAILY_LIMIT=300, TRUST_PROXY on so each request names its client):
 * - /api/find stores a click only for a same-origin request, and redirects every one;
 * - one address fills at most a small share of the day's ceiling;
 * - a click past the ceiling is not answered 204, and the admin figures count it;
 * - a click's targetId holds only what a real target's name holds.
 *
 * Before: 50 of 50 cross-site searches stored; 320 searches from one address took the whole
 * ceiling, after which 3 beacons from other addresses got 204 and were not stored; a targetId
 * of markup was stored as sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRETS, useBuiltSite } from "./helpers/app";
import { adminQuery } from "../integration/helpers/databases";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const LIMIT = 300;

const databaseUrl = process.env.TEST_DATABASE_URL;
const SCHEMA = `click_honesty_${process.pid}`;

const pgAdmin = (text: string) => adminQuery(databaseUrl ?? "", text);

function postgresUrl(): string {
  const url = new URL(databaseUrl as string);
  url.searchParams.set("options", `-c search_path=${SCHEMA}`);
  return url.toString();
}

describe("on SQLite", () => {
  clickHonesty({});
});

describe.skipIf(!databaseUrl)("on PostgreSQL", () => {
  // Registered before the site's own hooks, so the schema exists when it starts and goes after it stops.
  beforeAll(async () => pgAdmin(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`));
  afterAll(async () => pgAdmin(`drop schema if exists ${SCHEMA} cascade`));
  clickHonesty(databaseUrl ? { DATABASE_URL: postgresUrl() } : {});
});

function clickHonesty(env: Record<string, string>) {
  const site = useBuiltSite({ env: { CLICKS_DAILY_LIMIT: String(LIMIT), TRUST_PROXY: "1", ...env } });


  type Today = { stored: number; dropped: number; limit: number; droppedOverShare?: number };
  async function figures(): Promise<{ total: number; today: Today; links: Array<{ targetId: string | null; clicks: number }> }> {
    const response = await site().request("/api/admin/clicks?days=1", { headers: { authorization: `Bearer ${SECRETS.adminToken}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; storage: { today: Today }; links: Array<{ targetId: string | null; clicks: number }> };
    return { total: body.total, today: body.storage.today, links: body.links };
  }

  const siteUrl = () => site().env.SITE_URL as string;

  function find(query: string, address: string, headers: Record<string, string>) {
    return site().request(`/api/find?${query}`, { headers: { "user-agent": BROWSER, "x-forwarded-for": address, ...headers } });
  }

  function beacon(address: string, targetId = "omaha", extra: Record<string, string> = {}) {
    return site().request("/api/clicks", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": address, ...extra },
      body: JSON.stringify({ path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId }),
    });
  }

  describe("/api/find counts only searches made on this site", () => {
    it("redirects 50 cross-site searches and stores none of them", async () => {
      const before = (await figures()).total;
      for (let i = 0; i < 50; i++) {
        const response = await find("q=omaha&from=hero-search", `10.1.0.${i}`, { "sec-fetch-site": "cross-site", referer: "https://elsewhere.test/" });
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toMatch(/AffiliateID=/);
      }
      expect((await figures()).total - before).toBe(0);
    });

    it("stores same-origin and typed searches, and a same-origin Referer without Sec-Fetch-Site; not a foreign or missing one", async () => {
      const cases: Array<[Record<string, string>, number]> = [
        [{ "sec-fetch-site": "same-origin", referer: `${siteUrl()}/cities/` }, 1],
        [{ "sec-fetch-site": "none" }, 1],
        [{ referer: `${siteUrl()}/cities/` }, 1],
        [{ "sec-fetch-site": "same-site", referer: `${siteUrl()}/cities/` }, 0],
        [{ referer: "https://elsewhere.test/page/" }, 0],
        [{}, 0],
      ];
      for (const [index, [headers, stored]] of cases.entries()) {
        const before = (await figures()).total;
        const response = await find("q=kearney&from=header-search", `10.2.0.${index}`, headers);
        expect(response.status).toBe(302);
        expect((await figures()).total - before, JSON.stringify(headers)).toBe(stored);
      }
    });
  });

  describe("one address and the day's ceiling", () => {
    it("320 same-origin searches from one address store a small share of the ceiling; other visitors' clicks still count", async () => {
      const before = (await figures()).total;
      for (let i = 0; i < 320; i++) {
        const response = await find("q=omaha&from=hero-search", "10.3.0.1", { "sec-fetch-site": "same-origin" });
        expect(response.status).toBe(302);
      }
      const fromOne = (await figures()).total - before;
      console.info(`one address, 320 searches: ${fromOne} stored of a ${LIMIT} ceiling`);
      expect(fromOne).toBeGreaterThan(0);
      expect(fromOne).toBeLessThanOrEqual(LIMIT * 0.05);
      const others = await Promise.all([1, 2, 3].map((n) => beacon(`10.4.0.${n}`)));
      expect(others.map((response) => response.status)).toEqual([204, 204, 204]);
      expect((await figures()).total - before).toBe(fromOne + 3);
    });

    it("past the ceiling a click is not answered 204, and the admin figures count it as refused", async () => {
      let n = 0;
      let status = 204;
      // Each from its own address, so only the global ceiling stops them.
      while (status === 204 && n < LIMIT + 10) {
        status = (await beacon(`10.5.${n >> 8}.${n & 255}`)).status;
        n += 1;
      }
      expect(status).not.toBe(204);
      expect(status).toBe(429);
      const { total, today } = await figures();
      expect(total).toBeLessThanOrEqual(LIMIT);
      expect(today.dropped).toBeGreaterThanOrEqual(1);
      const again = await beacon("10.6.0.1");
      expect(again.status).toBe(429);
      expect((await figures()).today.dropped).toBe(today.dropped + 1);
    });
  });

  describe("a click's text", () => {
    it("refuses a targetId that is markup or starts like a spreadsheet formula with a 400", async () => {
      for (const targetId of ['Roses <img src=x onerror=alert(1)>', "=HYPERLINK(\"http://x\")", "Roses {{7*7}}", "@SUM(A1)", "-2+3"]) {
        const response = await site().request("/api/clicks", {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": "10.7.0.1" },
          body: JSON.stringify({ path: "/cities/omaha/", placement: "carousel-card", targetKind: "product", targetId }),
        });
        expect(response.status, targetId).toBe(400);
      }
    });
  });
}
