/**
 * The sympathy answers as the outside attack ran them (issue 39, row 1), against the built
 * server as a child process: unique answers (`?town=&date=&time=`) from 64 addresses, 96 at a
 * time, 200 a second (the attack reached 58 renders a second), for ten seconds, while
 * /api/health is probed every 250 ms on a new connection from another address. Health answers within 2 s throughout, kept pages too; the answers past
 * their slots and each address's budget are refused (503, 429), never a 500. One query asked
 * 200 times renders once.
 *
 * Before: every answer was a render (58 a second took 175 % of the two cores), health waited
 * up to 4.5 s on a new connection, and the same query asked 200 times rendered 200 times.
 */
import { request, Agent } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAllCities } from "#core/nebraska/directory";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { watchServer } from "./helpers/flood";
import { latencyLimit, latencyMessage, watchBusy } from "./helpers/busy-machine";
import { startServerProcess, type ServerProcess } from "./helpers/server-process";

let sim: PartnerSim;
let dir: string;
let server: ServerProcess;
let port: number;
const METRICS_TOKEN = "answer-flood-metrics-token-0123456789";

beforeAll(async () => {
  sim = await startPartnerSim();
  dir = mkdtempSync(path.join(tmpdir(), "nfd-answer-flood-"));
  server = await startServerProcess({
    PARTNER_BASE_URL: sim.url,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    LOG_LEVEL: "warn",
    // The attack came from many addresses: each request says which, as a proxy in front would.
    TRUST_PROXY: "1",
    METRICS_TOKEN,
  });
  port = Number(new URL(server.url).port);
  await (await fetch(`${server.url}/categories/sympathy-funeral/`)).text();
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const agent = new Agent({ keepAlive: true, maxSockets: 96 });

function get(pathname: string, from: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, agent, timeout: 15_000, headers: { "x-forwarded-for": from, "accept-encoding": "br" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(String(res.statusCode)));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve("error"));
    req.end();
  });
}

const renders = async () => {
  // /metrics reuses its text for a second.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/nfd_page_renders_total\{outcome="ok"\} (\d+)/.exec(text)?.[1] ?? "NaN");
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("a flood of unique sympathy answers", () => {
  it("one query asked 200 times renders once", async () => {
    const before = await renders();
    const query = `/categories/sympathy-funeral/?town=Kearney&date=${day(9)}&time=morning`;
    for (let index = 0; index < 200; index += 1) expect(await get(query, `10.9.0.${1 + (index % 50)}`)).toBe("200");
    const rendered = (await renders()) - before;
    console.info("same answer 200 times:", JSON.stringify({ renders: rendered }));
    expect(rendered).toBe(1);
  });

  // The Done-when's 64 addresses; ANSWER_FLOOD_ADDRESSES=128 is the attack's own (BENCHMARKS.md).
  const addresses = Number(process.env.ANSWER_FLOOD_ADDRESSES ?? 64);
  it(`from ${addresses} addresses, 96 at a time: health within 2 s, kept pages answer, nothing fails`, async () => {
    const towns = getAllCities();
    const rendersBefore = await renders();
    const load = watchBusy();
    const watch = watchServer(port, server.child.pid as number, { everyMs: 250, timeoutMs: 10_000 });
    const statuses: Record<string, number> = {};
    const keptPages: number[] = [];
    let next = 0;
    const until = Date.now() + 10_000;
    const lane = async () => {
      while (Date.now() < until) {
        const n = next++;
        // 96 lanes, one request each 480 ms: 200 a second.
        const paced = new Promise((resolve) => setTimeout(resolve, 480));
        const town = towns[n % towns.length]?.slug ?? "kearney";
        const status = await get(`/categories/sympathy-funeral/?town=${town}&date=${day(2 + (n % 50))}&time=${n % 2 ? "morning" : "afternoon"}&n=${n}`, `10.${n % addresses}.1.1`);
        statuses[status] = (statuses[status] ?? 0) + 1;
        await paced;
      }
    };
    const kept = (async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await get("/cities/omaha/", "192.168.7.7");
        keptPages.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    await Promise.all([...Array.from({ length: 96 }, lane), kept]);
    const health = await watch.stop();
    const worstKeptMs = Math.round(Math.max(...keptPages));
    // Counted after the flood, so /metrics is not asked during it; the second of its cache is in the ten.
    const rendersPerSecond = Math.round(((await renders()) - rendersBefore) / 10);
    console.info("answer flood:", JSON.stringify({ addresses, requests: next, statuses, rendersPerSecond, health, worstKeptMs }));
    expect(health.failed).toBe(0);
    const busy = load.end();
    expect(health.worstMs, latencyMessage("worst health", health.worstMs, 2_000, busy)).toBeLessThan(latencyLimit(2_000, busy));
    expect(worstKeptMs, latencyMessage("worst kept page", worstKeptMs, 2_000, busy)).toBeLessThan(latencyLimit(2_000, busy));
    expect(statuses["500"] ?? 0).toBe(0);
    expect(statuses.error ?? 0).toBe(0);
  });
});
