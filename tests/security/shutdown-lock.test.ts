/**
 * Deploys leave no refresh lock: SIGTERM while a crawl waits on a partner that answers slowly
 * ends the process at once with the crawl aborted and its lock released; `kill -9` mid-crawl
 * leaves a lock of one lease (30 s), not ten minutes. The built server as a child process.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { startServerProcess, waitFor } from "./helpers/server-process";

type LockRow = { url: string; refresh_lock_id: string | null; refresh_lock_until: number | null };

let sim: PartnerSim;
let dir: string;
let databaseFile: string;

function locks(): LockRow[] {
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select url, refresh_lock_id, refresh_lock_until from page_cache where refresh_lock_id is not null").all() as LockRow[];
  } finally {
    db.close();
  }
}

async function startCrawling() {
  const server = await startServerProcess({ PARTNER_BASE_URL: sim.url, DATABASE_URL: databaseFile, PARTNER_TIMEOUT_MS: "60000", LOG_LEVEL: "warn" });
  // The carousel's products: a cold crawl of the partner, which answers after a minute.
  void fetch(`${server.url}/api/products/featured`).catch(() => undefined);
  await waitFor(() => locks().length > 0, "the crawl's refresh lock", 20_000);
  return server;
}

beforeAll(async () => {
  sim = await startPartnerSim();
  sim.setMode("slow", { slowMs: 60_000 });
  dir = mkdtempSync(path.join(tmpdir(), "nfd-shutdown-"));
  databaseFile = path.join(dir, "cache.sqlite");
});

afterAll(async () => {
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("refresh lock across deploys", () => {
  it("SIGTERM during a crawl aborts it, releases the lock and exits cleanly before the drain deadline", async () => {
    const server = await startCrawling();
    const started = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(locks()).toEqual([]);
  });

  it("kill -9 during a crawl leaves the lock for one lease, not ten minutes", async () => {
    const server = await startCrawling();
    server.child.kill("SIGKILL");
    await server.exited;
    const held = locks();
    expect(held.length).toBeGreaterThan(0);
    for (const lock of held) {
      expect(lock.refresh_lock_id).toMatch(/^\d+-[0-9a-f]{8}:/);
      expect((lock.refresh_lock_until ?? 0) - Date.now()).toBeLessThanOrEqual(31_000);
    }
  });
});
