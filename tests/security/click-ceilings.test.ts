/**
 * Issue 39, rows 5 and 6: the daily click ceiling and each client's share hold (the built
 * server, node build/node/server.js, TRUST_PROXY on so each request names its client).
 * - Row 5: 110 IPv6 /64s of one /56 against a ceiling of 1,000. Before: the ceiling was full
 *   in about 1.1 s (each /64 its own share); now the /56 stores one share and others still count.
 * - Row 6: two instances on one database, ceiling 100 (share 10). Before: counted per instance,
 *   199 stored and one address 20; now at most 100 and 10, and both dashboards say what is stored.
 *   Two server processes on one PostgreSQL database, as several instances run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRETS } from "./helpers/app";
import { startProcessSite, useProcessSite, type ProcessSite } from "./helpers/server-process";
import { adminQuery } from "../integration/helpers/databases";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const databaseUrl = process.env.TEST_DATABASE_URL;
const SCHEMA = `click_ceilings_${process.pid}`;

function beacon(site: ProcessSite, address: string) {
  return site.request("/api/clicks", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": address },
    body: JSON.stringify({ path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" }),
  });
}

type Today = { stored: number; dropped: number; limit: number; droppedOverShare: number };
async function figures(site: ProcessSite): Promise<{ total: number; today: Today }> {
  const response = await site.request("/api/admin/clicks?days=1", { headers: { authorization: `Bearer ${SECRETS.adminToken}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number; storage: { today: Today } };
  return { total: body.total, today: body.storage.today };
}

/** Sends every click, `parallel` at a time; the statuses in order. */
async function sendAll(clicks: Array<() => Promise<Response>>, parallel = 16): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < clicks.length; start += parallel) {
    const answers = await Promise.all(clicks.slice(start, start + parallel).map((click) => click()));
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

describe("row 5: IPv6 clients share by /56", () => {
  const site = useProcessSite({ CLICKS_DAILY_LIMIT: "1000", TRUST_PROXY: "1" });

  it("110 /64s of one /56 store one share (10 of 1,000); other visitors' clicks still count", async () => {
    const clicks = Array.from({ length: 110 }, (_, net) => Array.from({ length: 10 }, () => () => beacon(site(), `2001:db8:42:${(0x4200 + net).toString(16)}::1`))).flat();
    const started = performance.now();
    const statuses = await sendAll(clicks);
    const seconds = (performance.now() - started) / 1000;
    const { total, today } = await figures(site());
    console.info(`row 5: 1,100 clicks from 110 /64s of one /56 in ${seconds.toFixed(1)} s: ${total} stored of 1,000, ${today.droppedOverShare} refused for the share`);
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(total).toBe(10);
    const others = await Promise.all(["2001:db8:43::1", "2001:db8:42:4300::1", "192.0.2.7"].map((address) => beacon(site(), address)));
    expect(others.map((answer) => answer.status)).toEqual([204, 204, 204]);
  });
});

function twoInstances(env: () => Record<string, string>) {
  let sites: ProcessSite[] = [];
  beforeAll(async () => {
    const shared = { CLICKS_DAILY_LIMIT: "100", TRUST_PROXY: "1", ...env() };
    // One after the other: both migrate the same database, the second finds it done.
    sites = [await startProcessSite(shared)];
    sites.push(await startProcessSite(shared));
  });
  afterAll(async () => {
    for (const site of sites) await site.close();
  });

  it("one address sending 20 clicks across both stores its share of 10", async () => {
    const statuses = await sendAll(Array.from({ length: 20 }, (_, n) => () => beacon(sites[n % 2] as ProcessSite, "198.51.100.1")), 4);
    const { total } = await figures(sites[0] as ProcessSite);
    console.info(`row 6: one address, 20 clicks over two instances: ${total} stored of a share of 10`);
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(total).toBe(10);
  });

  it("300 clicks from 30 addresses over both store 100, and both dashboards say so", async () => {
    const clicks = Array.from({ length: 300 }, (_, n) => () => beacon(sites[n % 2] as ProcessSite, `203.0.113.${n % 30}`));
    const statuses = await sendAll(clicks, 16);
    const [first, second] = await Promise.all(sites.map((site) => figures(site)));
    console.info(`row 6: 300 clicks over two instances: ${first?.total} stored against 100; dashboards ${first?.today.stored} and ${second?.today.stored} of 100`);
    expect(statuses.filter((status) => status === 204)).toHaveLength(90);
    expect(first?.total).toBe(100);
    expect(first?.today.stored).toBe(100);
    expect(second?.today.stored).toBe(100);
    // The first test's 10 over the share, and this one's 210 over the ceiling.
    expect(first?.today.dropped).toBe(10 + 210);
    expect(second?.today.dropped).toBe(first?.today.dropped);
  });
}

const pgAdmin = (text: string) => adminQuery(databaseUrl ?? "", text);

describe.skipIf(!databaseUrl)("row 6: two instances on one PostgreSQL database", () => {
  beforeAll(async () => pgAdmin(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`));
  afterAll(async () => pgAdmin(`drop schema if exists ${SCHEMA} cascade`));
  twoInstances(() => {
    const url = new URL(databaseUrl as string);
    url.searchParams.set("options", `-c search_path=${SCHEMA}`);
    return { DATABASE_URL: url.toString() };
  });
});
