/**
 * Crashes and shutdowns of the real built server (node build/node/server.js):
 * kill -9 in the middle of a crawl leaves an intact SQLite cache whose refresh
 * lock is held for its 10 minutes and then expires, and SIGTERM lets an
 * in-flight request finish before the process exits with code 0.
 *
 * Two processes sharing one SQLite file never crawl one URL at once: that is
 * tests/integration/multi-process.test.ts ("crawl a cold URL exactly once
 * between them"), with PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerCategoryPageUrl } from "#core/affiliate/links";
import { toSiteConfig, parseEnv } from "#core/config/env";
import { createCrawlProvider } from "../../server/crawl";
import { createDb } from "../../server/db/create";
import { CACHE_POLICY } from "../../server/page-cache/policy";
import { createPageCache } from "../../server/page-cache/service";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { SECRETS } from "./helpers/app";
import { startServerProcess, waitFor, type ServerProcess } from "./helpers/server-process";

const MINUTE = 60_000;
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

let sim: PartnerSim;
let dir: string;
let database: string;
const started: ServerProcess[] = [];
/** Started after the lock test and reused by the SIGTERM test (each start costs seconds). */
let restarted: ServerProcess | undefined;

beforeAll(async () => {
  sim = await startPartnerSim();
  dir = mkdtempSync(path.join(tmpdir(), "nfd-crash-"));
  database = path.join(dir, "cache.sqlite");
});
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function server(env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = await startServerProcess({ DATABASE_URL: database, PARTNER_BASE_URL: sim.url, CRAWL_TIMEOUT_MS: "60000", ...env });
  started.push(child);
  return child;
}

const categoryUrl = (slug: Parameters<typeof partnerCategoryPageUrl>[1]) =>
  partnerCategoryPageUrl(toSiteConfig(parseEnv({ PARTNER_BASE_URL: sim.url })), slug);

function readRow(url: string) {
  const db = new SqliteDatabase(database);
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const row = db.prepare("select html, fetched_at, refresh_lock_until, refresh_lock_id from page_cache where url = ?").get(url) as
      | { html: string | null; fetched_at: number | null; refresh_lock_until: number | null; refresh_lock_id: string | null }
      | undefined;
    return { integrity, row };
  } finally {
    db.close();
  }
}

type Products = { products: unknown[]; cacheStatus: string; error?: string };
const getProducts = async (base: string, slug: string) => {
  const response = await fetch(`${base}/api/products?category=${slug}`);
  return { status: response.status, body: (await response.json()) as Products };
};

describe("kill -9 in the middle of a crawl", () => {
  const warm = "birthday-flowers";
  const cold = "anniversary";
  let killedAt = 0;

  it("leaves an intact database whose row holds the dead process's 10-minute lock", async () => {
    const first = await server();
    sim.setMode("ok");
    expect((await getProducts(first.url, warm)).body.products.length).toBeGreaterThan(0);

    sim.setMode("hang");
    sim.resetStats();
    const inFlight = getProducts(first.url, cold).catch((error: unknown) => error);
    await waitFor(() => (sim.stats().byPath["/anniversary-flowers/"] ?? 0) === 1, "the crawl to reach the partner");
    const lockedAt = Date.now();
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    killedAt = Date.now();
    expect(await inFlight).toBeInstanceOf(Error);
    sim.setMode("ok");

    const { integrity, row } = readRow(categoryUrl(cold));
    expect(integrity).toBe("ok");
    expect(row?.html).toBeNull();
    expect(row?.refresh_lock_id).toBeTruthy();
    const lockMs = CACHE_POLICY.lockMinutes * MINUTE;
    expect(row?.refresh_lock_until).toBeGreaterThan(lockedAt - 5_000 + lockMs - 1);
    expect(row?.refresh_lock_until).toBeLessThanOrEqual(killedAt + lockMs);
    expect(readRow(categoryUrl(warm)).row?.html).toContain("<html");
    for (const secret of Object.values(SECRETS)) expect(first.output()).not.toContain(secret);
  }, 60_000);

  it("after a restart: the warm page is served from the cache and the held lock is respected", async () => {
    const second = await server();
    sim.resetStats();
    const warmAnswer = await getProducts(second.url, warm);
    expect(warmAnswer.body.products.length).toBeGreaterThan(0);
    // The dead process still holds the lock: no second crawl, the spec's coordination message.
    const coldAnswer = await getProducts(second.url, cold);
    expect(coldAnswer.body.products ?? []).toEqual([]);
    expect(coldAnswer.body.error).toBe("Crawl coordination failed");
    expect(sim.stats().total).toBe(0);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 60_000);

  it("once the lock's 10 minutes have passed, the next request crawls and stores the page", async () => {
    const db = createDb(database);
    const provider = createCrawlProvider({ ...parseEnv({ PARTNER_BASE_URL: sim.url }), CRAWL_TIMEOUT_MS: 5_000 });
    const later = () => new Date(killedAt + 11 * MINUTE);
    const pageCache = createPageCache({ db, provider, logger: quiet, now: later });
    try {
      const result = await pageCache.getOrCrawlHtml(categoryUrl(cold));
      expect(result.success).toBe(true);
      expect(result.fromCache).toBe(false);
      expect(sim.stats().byPath["/anniversary-flowers/"]).toBe(1);
    } finally {
      await pageCache.close();
      await db.destroy();
    }
    const { integrity, row } = readRow(categoryUrl(cold));
    expect(integrity).toBe("ok");
    expect(row?.refresh_lock_until).toBeNull();
    expect(row?.fetched_at).toBe(later().getTime());

    restarted = await server();
    const answer = await getProducts(restarted.url, cold);
    expect(answer.body.products.length).toBeGreaterThan(0);
    expect(sim.stats().byPath["/anniversary-flowers/"]).toBe(1);
  }, 60_000);
});

describe("SIGTERM", () => {
  it("lets an in-flight request finish with 200, then exits with code 0", async () => {
    const running = restarted ?? (await server());
    sim.setMode("slow", { slowMs: 2_500 });
    sim.resetStats();
    try {
      const inFlight = getProducts(running.url, "new-baby");
      await waitFor(() => sim.stats().total === 1, "the slow crawl to start");
      const signalled = Date.now();
      running.child.kill("SIGTERM");
      const answer = await inFlight;
      const answeredAt = Date.now();
      expect(answer.status).toBe(200);
      expect(answer.body.products.length).toBeGreaterThan(0);
      expect(await running.exited).toBe(0);
      // The answer came after the signal (the crawl was still running) and before the exit.
      expect(answeredAt - signalled).toBeGreaterThan(1_000);
      expect(running.output()).toMatch(/"msg":"draining"[\s\S]*"msg":"stopped"/);
      await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    } finally {
      sim.setMode("ok");
    }
  }, 60_000);
});
