/**
 * The made-up-town flood as the outside attack ran it, against the built server as a child
 * process: 1,500 pipelined made-up town requests on one socket that never reads, then 2,000
 * more one by one; /api/health, probed every 250 ms from another loopback address (as a load
 * balancer's would come), answers within 2 s throughout.
 *
 * Before: the worst probe waited 2.8 s and the process grew by 800 MB during the burst (Node
 * parsed a whole read's worth of the pipelined requests at once and buffered every answer for a
 * reader that never came); now a socket pipelining past 16 is closed: 8 ms, +8 MB.
 */
import { request, Agent } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { pipelinedBurst, watchServer } from "./helpers/flood";
import { startServerProcess, type ServerProcess } from "./helpers/server-process";
import { latencyLimit, latencyMessage, watchBusy } from "./helpers/busy-machine";

let sim: PartnerSim;
let dir: string;
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  sim = await startPartnerSim();
  dir = mkdtempSync(path.join(tmpdir(), "nfd-flood-health-"));
  server = await startServerProcess({
    PARTNER_BASE_URL: sim.url,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    LOG_LEVEL: "info",
    // Rate limits off: every made-up town is rendered, as from an attacker with many addresses.
    RATE_LIMIT_PER_MINUTE: "1000000",
  });
  port = Number(new URL(server.url).port);
  for (const town of ["warm-up-a", "warm-up-b"]) await (await fetch(`${server.url}/cities/${town}/`)).text();
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `count` GETs one after another on one keep-alive connection; resolves with the answers by status. */
async function oneByOne(count: number, pathOf: (n: number) => string): Promise<Record<string, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: Record<string, number> = {};
  for (let n = 0; n < count; n++) {
    const status = await new Promise<string>((resolve) => {
      const req = request({ host: "127.0.0.1", port, path: pathOf(n), agent, timeout: 15_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.statusCode)));
      });
      req.on("timeout", () => req.destroy());
      req.on("error", () => resolve("error"));
      req.end();
    });
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  agent.destroy();
  return statuses;
}

describe("the made-up-town flood", () => {
  it("1,500 pipelined on a never-read socket, then 2,000 one by one: health within 2 s throughout", async () => {
    const pid = server.child.pid as number;
    const load = watchBusy();
    const watchBurst = watchServer(port, pid, { everyMs: 250, timeoutMs: 10_000 });
    const socket = await pipelinedBurst(port, Array.from({ length: 1_500 }, (_, i) => `/cities/made-up-flood-${i}/`));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const burst = await watchBurst.stop();
    const watchOneByOne = watchServer(port, pid, { everyMs: 250, timeoutMs: 10_000 });
    const statuses = await oneByOne(2_000, (n) => `/cities/made-up-one-${n}/`);
    socket.destroy();
    const oneByOneFigures = await watchOneByOne.stop();
    console.info("made-up-town flood:", JSON.stringify({ burst, oneByOne: { ...oneByOneFigures, statuses } }));
    const figures = { failed: burst.failed + oneByOneFigures.failed, worstMs: Math.max(burst.worstMs, oneByOneFigures.worstMs) };
    expect(figures.failed).toBe(0);
    const busy = load.end();
    expect(figures.worstMs, latencyMessage("worst health", figures.worstMs, 2_000, busy)).toBeLessThan(latencyLimit(2_000, busy));
    expect(statuses["500"] ?? 0).toBe(0);
  });
});
