/**
 * Hardening through real listening servers: the built server as a child
 * process (and, for the app's own 500, the app on a loopback listener).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickStatsSchema } from "#core/clicks/schema";
import { perAddressLimit } from "../../server/clicks/ceiling";
import { createApp } from "../../server/http/app";
import { listen } from "../../server/http/listen";
import { e2eEnv } from "../e2e/env";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { BUILD_DIR, ROOT } from "./helpers/app";
import { rawExchange } from "./helpers/checks";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "./helpers/server-process";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CLICK = { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" };
const CEILING = 100;

let sim: PartnerSim;
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  sim = await startPartnerSim();
  dir = mkdtempSync(path.join(tmpdir(), "nfd-hardening-"));
  server = await startServerProcess({
    PARTNER_BASE_URL: sim.url,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    TRUST_PROXY: "true",
    CLICKS_DAILY_LIMIT: String(CEILING),
    LOG_LEVEL: "warn",
  });
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const click = (forwardedFor: string, body: unknown = CLICK) =>
  fetch(`${server.url}/api/clicks`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": forwardedFor },
    body: JSON.stringify(body),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

async function clickFigures() {
  const response = await fetch(`${server.url}/api/admin/clicks?days=1`, { headers: { authorization: `Bearer ${e2eEnv.ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  return clickStatsSchema.parse(await response.json());
}

// One address's share of the day (10 of the 100 here); past it, 429 like the rate limit's.
const SHARE = perAddressLimit(CEILING);

describe("item 2: TRUST_PROXY believes only what our proxy appended", () => {
  it("200 clicks with forged left-hand addresses are one client: its share stored, then 429", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) statuses.push(await click(`203.0.113.${index % 250}, 198.51.100.1`));
    expect(statuses.filter((status) => status === 204)).toHaveLength(SHARE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - SHARE);
    expect((await clickFigures()).total).toBe(SHARE);
  });
});

describe("item 3: click storage is bounded", () => {
  it("counts an IPv6 /64 as one client", async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 61; index += 1) statuses.push(await click(`2001:db8:7:8::${index.toString(16)}`));
    expect(statuses.slice(0, SHARE).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(SHARE).every((status) => status === 429)).toBe(true);
  });

  it("refuses paths that are not our pages", async () => {
    for (const path of ["//evil.example/x", "/cities/omaha/\u0007", "/nowhere/", "/cities/atlantis/"]) {
      expect(await click("192.0.2.50", { ...CLICK, path }), path).toBe(400);
    }
  });

  it("stops at the daily ceiling whatever the number of addresses, counting what it refused; the admin sees storage", async () => {
    // Two shares were stored above; the rest of the ceiling goes to one click per address, then 429.
    const room = CEILING - 2 * SHARE;
    const statuses: number[] = [];
    for (let index = 0; index < room + 10; index += 1) statuses.push(await click(`192.0.2.${index + 1}`));
    expect(statuses.slice(0, room).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(room)).toEqual(Array<number>(10).fill(429));
    const figures = await clickFigures();
    expect(figures.total).toBe(CEILING);
    expect(figures.storage?.rows).toBe(CEILING);
    expect(figures.storage?.approxBytes).toBeGreaterThan(CEILING * 30);
    // Refused: 50 + 50 past the two shares (within the rate limit's 60 each), 10 past the ceiling.
    expect(figures.storage?.today).toMatchObject({ stored: CEILING, dropped: 110, droppedOverShare: 100, limit: CEILING });
  });
});

const SECURITY = ["x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "cross-origin-resource-policy"];

function expectSecurityHeaders(headers: Record<string, string> | Headers, what: string) {
  for (const name of SECURITY) {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    expect(value, `${what}: ${name}`).toBeTruthy();
  }
}

describe("item 4: every answer carries the security headers", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/products/"],
    ["GET", "/api/clicks"],
    ["OPTIONS", "/api/products"],
    ["OPTIONS", "/api/health"],
    ["GET", "/api/health"],
    ["GET", "/no-such-page/"],
    ["GET", "/api/products?category=nope"],
  ])("%s %s", async (method, target) => {
    const response = await fetch(`${server.url}${target}`, { method, headers: { "accept-encoding": "gzip, br" } });
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response.headers, `${method} ${target}`);
  });

  it.each(["/a\\b", "/api/x\\y", "http://[bad"])("the node adapter's own 400 for %s", async (target) => {
    const port = Number(new URL(server.url).port);
    const answer = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers, target);
  });

  it("the app's 500, compressed or not", async () => {
    const security = { partnerOrigin: "http://127.0.0.1:1", hsts: false };
    const api = new Hono().get("/boom", () => {
      throw new Error("boom");
    });
    const app = createApp({ logger: pino({ level: "silent" }), api, security, siteUrl: "http://127.0.0.1", rateLimit: { perMinute: 100, trustProxy: false } });
    const port = await freePort();
    const listener = listen(app.fetch, { port, hostname: "127.0.0.1", security });
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      for (const encoding of ["", "gzip"]) {
        const response = await fetch(`http://127.0.0.1:${port}/api/boom`, { headers: { "accept-encoding": encoding } });
        expect(response.status).toBe(500);
        expect(await response.text()).not.toContain("boom");
        expectSecurityHeaders(response.headers, `500 (${encoding || "identity"})`);
      }
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe("item 6: unknown slugs", () => {
  it.each(["cities", "categories"])("a 15 KB /%s/ slug gets the plain 404, small and without echo", async (section) => {
    const slug = Array.from({ length: 7_500 }, () => "a").join("-");
    const response = await fetch(`${server.url}/${section}/${slug}/`, { headers: { "accept-encoding": "identity" } });
    const body = await response.text();
    expect(response.status).toBe(404);
    // No bigger than the plain 404 page: nothing of the 15 KB slug comes back.
    const plain = await (await fetch(`${server.url}/no-such-page/`, { headers: { "accept-encoding": "identity" } })).text();
    expect(body.length).toBeLessThanOrEqual(plain.length);
    expect(body).not.toContain("a-a-a-a-a");
  });

  it("a sentence as a category slug is not echoed", async () => {
    const response = await fetch(`${server.url}/categories/${encodeURIComponent("Buy cheap pills here now")}/`);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain("cheap pills");
  });
});

describe("item 8: HTML answers", () => {
  it.each(["/", "/categories/anniversary/", "/cities/omaha/", "/about/", "/no-such-page/"])("%s: charset in Content-Type, for GET and HEAD", async (target) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${server.url}${target}`, { method });
      await response.arrayBuffer();
      expect(response.headers.get("content-type"), `${method} ${target}`).toBe("text/html; charset=utf-8");
      expectSecurityHeaders(response.headers, `${method} ${target}`);
    }
  });

  it.each(["/", "/about/"])("%s: identity, gzip and brotli each have their own ETag, and each revalidates", async (target) => {
    const etags = new Set<string>();
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await fetch(`${server.url}${target}`, { headers: { "accept-encoding": encoding } });
      await response.arrayBuffer();
      const etag = response.headers.get("etag") ?? "";
      etags.add(etag);
      const again = await fetch(`${server.url}${target}`, { headers: { "accept-encoding": encoding, "if-none-match": etag } });
      expect(again.status, `${encoding} revalidation`).toBe(304);
    }
    expect(etags.size).toBe(3);
  });

  it("an authenticated admin refresh refuses a large body", async () => {
    const response = await fetch(`${server.url}/api/admin/cache/refresh`, {
      method: "POST",
      headers: { authorization: `Bearer ${e2eEnv.ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ url: `${sim.url}/birthday-flowers/`, padding: "x".repeat(5_000_000) }),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(413);
  });
});

describe("item 7: a stalled log reader never hangs shutdown", () => {
  it("SIGTERM ends the server within the drain deadline while its stdout is never read", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(BUILD_DIR, "node/server.js")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...e2eEnv, PARTNER_BASE_URL: sim.url, DATABASE_URL: path.join(dir, "stalled.sqlite"), LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "1000000", PORT: String(port) },
      // stdout is a pipe nobody reads: it fills after 64 KB, as with a stuck log shipper.
      stdio: ["ignore", "pipe", "ignore"],
    });
    child.stdout?.pause();
    const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(() => fetch(`${base}/api/health`).then((response) => response.ok).catch(() => false), "the server to listen", 30_000);
      // Several thousand answered requests, each a log line: far more than the pipe holds.
      for (let batch = 0; batch < 40; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 100 }, () => fetch(`${base}/api/health`).then(async (response) => (await response.arrayBuffer(), response.status))));
        expect(statuses.every((status) => status === 200)).toBe(true);
      }
      const started = performance.now();
      child.kill("SIGTERM");
      const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 12_000))]);
      expect(outcome).not.toBe("still running");
      expect(performance.now() - started).toBeLessThan(11_000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });
});
