/**
 * Crashes and shutdowns of the real built server (node build/node/server.js):
 * kill -9 in the middle of a crawl leaves an intact SQLite cache whose refresh
 * lock is held for one lease (not the 10-minute bound) and then expires, and
 * SIGTERM ends the process with code 0.
 *
 * Two processes sharing one SQLite file never crawl one URL at once: that is
 * tests/integration/multi-process.test.ts ("crawl a cold URL exactly once
 * between them"), with PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { gunzipSync } from "node:zlib";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerCategoryPageUrl } from "#core/affiliate/links";
import { toSiteConfig, parseEnv } from "#core/config/env";
import { LOCK_LEASE_MS } from "../../server/page-cache/crawl-coordinator";
import { CACHE_POLICY } from "../../server/page-cache/policy";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { SECRETS } from "./helpers/app";
import { startServerProcess, waitFor, type ServerProcess } from "./helpers/server-process";

const MINUTE = 60_000;

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
  const child = await startServerProcess({ DATABASE_URL: database, PARTNER_BASE_URL: sim.url, PARTNER_TIMEOUT_MS: "60000", ...env });
  started.push(child);
  return child;
}

const categoryUrl = (slug: Parameters<typeof partnerCategoryPageUrl>[1]) =>
  partnerCategoryPageUrl(toSiteConfig(parseEnv({ PARTNER_BASE_URL: sim.url })), slug);

function readRow(url: string) {
  const db = new SqliteDatabase(database);
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const raw = db.prepare("select body_packed, fetched_at, refresh_lock_until, refresh_lock_id from page_cache where url = ?").get(url) as
      | { body_packed: Buffer | null; fetched_at: number | null; refresh_lock_until: number | null; refresh_lock_id: string | null }
      | undefined;
    // Stored answers are gzip-packed (decision 0058).
    const row = raw && { ...raw, body: raw.body_packed ? gunzipSync(raw.body_packed).toString("utf8") : null };
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

  it("leaves an intact database whose row holds the dead process's lock for one lease, not the whole lock time", async () => {
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
    expect(row?.body).toBeNull();
    expect(row?.refresh_lock_id).toBeTruthy();
    // Taken (or last renewed) before the kill, for one lease: far short of the 10-minute bound.
    expect(row?.refresh_lock_until).toBeGreaterThan(lockedAt - 5_000 + LOCK_LEASE_MS - 1);
    expect(row?.refresh_lock_until).toBeLessThanOrEqual(killedAt + LOCK_LEASE_MS);
    expect(LOCK_LEASE_MS).toBeLessThan(CACHE_POLICY.lockMinutes * MINUTE);
    expect(readRow(categoryUrl(warm)).row?.body).toContain("<html");
    for (const secret of Object.values(SECRETS)) expect(first.output()).not.toContain(secret);
  });

  it("after a restart: the warm page is served from the cache, and the dead holder's lease runs out by itself", async () => {
    restarted = await server();
    sim.resetStats();
    const warmAnswer = await getProducts(restarted.url, warm);
    expect(warmAnswer.body.products.length).toBeGreaterThan(0);
    // While the lease holds, the spec's coordination message and no second crawl; once it has
    // run out, one crawl stores the page. No wait of ten minutes either way.
    const running = restarted;
    await waitFor(async () => (await getProducts(running.url, cold)).body.products?.length > 0, "the lease to run out and the page to be crawled", LOCK_LEASE_MS + 30_000);
    expect(Date.now() - killedAt).toBeLessThan(LOCK_LEASE_MS + 60_000);
    expect(sim.stats().byPath["/anniversary-flowers/"]).toBe(1);
    const { integrity, row } = readRow(categoryUrl(cold));
    expect(integrity).toBe("ok");
    expect(row?.refresh_lock_until).toBeNull();
    expect(row?.body).toContain("<html");
  });
});

describe("SIGTERM", () => {
  it("aborts an in-flight crawl and releases its lock, answers the waiting request, then exits with code 0", async () => {
    const running = restarted ?? (await server());
    sim.setMode("slow", { slowMs: 20_000 });
    sim.resetStats();
    try {
      const inFlight = getProducts(running.url, "new-baby");
      await waitFor(() => sim.stats().total === 1, "the slow crawl to start");
      running.child.kill("SIGTERM");
      const answer = await inFlight;
      // The crawl was cut short: the visitor gets the partner-failure answer, never a 5xx.
      expect(answer.status).toBe(200);
      expect(answer.body.products ?? []).toEqual([]);
      expect(await running.exited).toBe(0);
      expect(running.output()).toMatch(/"msg":"draining"[\s\S]*"msg":"stopped"/);
      await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
      // No lock is left for the next process to wait on.
      const { integrity, row } = readRow(categoryUrl("new-baby"));
      expect(integrity).toBe("ok");
      expect(row?.refresh_lock_until ?? null).toBeNull();
    } finally {
      sim.setMode("ok");
    }
  });
});
