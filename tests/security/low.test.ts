/**
 * The small ones, against the built server as a child process: a slug named like an
 * Object.prototype member, encoding negotiation with q-values and deflate-only clients,
 * click targetIds with bidi overrides, and a database that cannot be written (a writer
 * holding SQLite's write lock): clicks answer 503 and are logged, health says degraded,
 * and products requests do not crawl the partner again and again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_LOCKED_BACKOFF_MS } from "../../server/db/sqlite-guard";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { startServerProcess, type ServerProcess } from "./helpers/server-process";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let sim: PartnerSim;
let dir: string;
let databaseFile: string;
let server: ServerProcess;

beforeAll(async () => {
  sim = await startPartnerSim();
  dir = mkdtempSync(path.join(tmpdir(), "nfd-low-"));
  databaseFile = path.join(dir, "cache.sqlite");
  server = await startServerProcess({ PARTNER_BASE_URL: sim.url, DATABASE_URL: databaseFile, LOG_LEVEL: "warn" });
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = {}) => fetch(`${server.url}${target}`, { headers, redirect: "manual" });
const click = (targetId: string) =>
  fetch(`${server.url}/api/clicks`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER },
    body: JSON.stringify({ path: "/", placement: "carousel-card", targetKind: "product", targetId }),
  });

describe("slugs named like Object.prototype members", () => {
  it.each(["constructor", "__proto__", "to-string", "has-own-property", "value-of"])("/cities/%s/ is a made-up town (404), never a 500", async (slug) => {
    const response = await get(`/cities/${slug}/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<html");
  });
});

describe("encoding negotiation", () => {
  for (const target of ["/cities/omaha/", "/about/"]) {
    it(`${target}: br;q=0 gets no brotli; deflate-only and * clients get a precomputed copy with a working 304`, async () => {
      expect((await get(target, { "accept-encoding": "br;q=0, gzip" })).headers.get("content-encoding")).toBe("gzip");
      const plain = await get(target, { "accept-encoding": "deflate" });
      expect(plain.headers.get("content-encoding")).toBeNull();
      const etag = plain.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"/);
      expect((await get(target, { "accept-encoding": "deflate", "if-none-match": etag })).status).toBe(304);
      const any = await get(target, { "accept-encoding": "*" });
      expect(any.headers.get("content-encoding")).toBe("br");
      expect((await get(target, { "accept-encoding": "*", "if-none-match": any.headers.get("etag") ?? "" })).status).toBe(304);
    });
  }
});

describe("click targetId", () => {
  it("refuses bidi overrides and zero-width characters, takes a real title", async () => {
    expect((await click("Roses\u202eexe.gnp")).status).toBe(400);
    expect((await click("Ro\u200bses")).status).toBe(400);
    expect((await click("Rosé Bouquet – 12 stems")).status).toBe(204);
  });
});

describe("a database that cannot be written", () => {
  it("clicks answer 503 and are logged, health says degraded, products do not crawl the partner per request", async () => {
    const writer = new SqliteDatabase(databaseFile);
    writer.exec("begin immediate");
    try {
      sim.resetStats();
      const answers = await Promise.all(Array.from({ length: 8 }, () => get("/api/products?category=anniversary-flowers").then((r) => r.status)));
      expect(answers.every((status) => status < 500)).toBe(true);
      // Two at most: the first uncached crawl, and one more if a request raced it.
      expect(sim.stats().total).toBeLessThanOrEqual(2);
      const again = await get("/api/products?category=anniversary-flowers");
      expect(again.status).toBeLessThan(500);
      expect(sim.stats().total).toBeLessThanOrEqual(2);

      const stored = await click("Roses");
      expect(stored.status).toBe(503);
      expect(server.output()).toContain("click not stored");
      const health = await (await get("/api/health")).json();
      expect(health).toMatchObject({ status: "degraded", database: true });
      expect((health as { failingWrites: string[] }).failingWrites).toContain("clicks");
    } finally {
      writer.exec("rollback");
      writer.close();
    }
    // After a write found the lock taken, writes fail at once for a second (never waiting on the event loop), then go on.
    await new Promise((resolve) => setTimeout(resolve, SQLITE_LOCKED_BACKOFF_MS + 100));
    expect((await click("Roses")).status).toBe(204);
  });
});
