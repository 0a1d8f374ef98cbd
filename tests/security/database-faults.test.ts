/**
 * PostgreSQL connections that die under the built server (node build/node/server.js), through a
 * loopback fault proxy: silent, reset, closed without an error, slow, refused, silent then reset
 * in the middle of a query; clicks run throughout. After each sequence the process is still
 * alive, every click it acknowledged (204) is in the database, no click got anything but 204 or
 * 503, and health is back to 200 by itself. Runs with TEST_DATABASE_URL.
 *
 * Before (one connection's error had no listener while it was lent out): the first sequence
 * killed the process with "Connection terminated unexpectedly" / "read ECONNRESET".
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { startFaultProxy, type FaultProxy } from "./helpers/fault-proxy";
import { startServerProcess, waitFor, type ServerProcess } from "./helpers/server-process";

const databaseUrl = process.env.TEST_DATABASE_URL;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const SCHEMA = `faults_${process.pid}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ClickRun = { acknowledged: string[]; statuses: Record<string, number>; stop(): Promise<void> };

describe.skipIf(!databaseUrl)("PostgreSQL connections that die", () => {
  let proxy: FaultProxy;
  let sim: PartnerSim;
  let server: ServerProcess;
  let serverEnv: Record<string, string>;
  let sequence = 0;

  async function adminQuery<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      return (await admin.query<T>(text)).rows;
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    await adminQuery(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
    const url = new URL(databaseUrl as string);
    proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
    sim = await startPartnerSim();
    url.host = `127.0.0.1:${proxy.port}`;
    url.searchParams.set("options", `-c search_path=${SCHEMA}`);
    serverEnv = {
      PARTNER_BASE_URL: sim.url,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: "warn",
      // Each click comes from its own forwarded address, so neither rate limit nor share caps them.
      TRUST_PROXY: "true",
      RATE_LIMIT_PER_MINUTE: "100000",
      CLICKS_DAILY_LIMIT: "1000000",
    };
    server = await startServerProcess(serverEnv);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await proxy?.close();
    await sim?.close();
    if (databaseUrl) await adminQuery(`drop schema if exists ${SCHEMA} cascade`);
  });

  /** Four beacons in a loop, each click named by its own targetId; records what was acknowledged. */
  function runClicks(): ClickRun {
    const run: ClickRun = { acknowledged: [], statuses: {}, stop: async () => undefined };
    let stopped = false;
    let n = 0;
    const worker = async () => {
      while (!stopped) {
        const id = `fault ${sequence} ${n++}`;
        const status = await fetch(`${server.url}/api/clicks`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": `10.${sequence}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ path: "/cities/omaha/", placement: "carousel-card", targetKind: "product", targetId: id }),
          signal: AbortSignal.timeout(40_000),
        })
          .then(async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          })
          .catch(() => "no answer");
        run.statuses[status] = (run.statuses[status] ?? 0) + 1;
        if (status === "204") run.acknowledged.push(id);
        await sleep(status === "204" ? 50 : 200);
      }
    };
    const workers = Promise.all([worker(), worker(), worker(), worker()]);
    run.stop = async () => {
      stopped = true;
      await workers;
    };
    return run;
  }

  /** A town page and the home page in a loop, as visitors keep asking during the fault. */
  function runPages(): { stop(): Promise<Record<string, number>> } {
    const statuses: Record<string, number> = {};
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        for (const page of ["/cities/omaha/", "/"]) {
          const status = await fetch(`${server.url}${page}`, { signal: AbortSignal.timeout(40_000) })
            .then(async (response) => {
              await response.arrayBuffer();
              return String(response.status);
            })
            .catch(() => "no answer");
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
        await sleep(200);
      }
    })();
    return {
      async stop() {
        stopped = true;
        await loop;
        return statuses;
      },
    };
  }

  const health = () =>
    fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(15_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => null);

  /** Runs one fault with clicks running, then checks the process, the clicks and health. */
  async function survive(fault: () => Promise<void>) {
    sequence += 1;
    // Each sequence on a living process: one that an earlier sequence killed is started again.
    if (server.child.exitCode !== null) server = await startServerProcess(serverEnv);
    expect(await health()).toBe(200);
    const clicks = runClicks();
    const pages = runPages();
    // The fault lands once a click of this sequence is stored, so "some were stored" below is
    // about the fault, not about how busy the machine was (issue 48: at load 22 none was in 300 ms).
    await waitFor(() => clicks.acknowledged.length > 0, "a click stored before the fault", 45_000);
    try {
      await fault();
    } finally {
      proxy.silence(false);
      proxy.slow(0);
      await proxy.refuse(false);
    }
    // Health comes back by itself: no restart, nothing but the database answering again.
    const faultOver = performance.now();
    await waitFor(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output().slice(-1_500)}`);
        return (await health()) === 200;
      },
      "health back to 200",
      45_000,
    );
    await sleep(300);
    await clicks.stop();
    const pageStatuses = await pages.stop();
    const recoveredMs = Math.round(performance.now() - faultOver);
    console.info(`sequence ${sequence}: health 200 again ${recoveredMs} ms after the fault; clicks ${JSON.stringify(clicks.statuses)}; pages ${JSON.stringify(pageStatuses)}`);
    expect(server.child.exitCode, server.output().slice(-2_000)).toBeNull();
    // Pages come from memory (or a 503), never a 500, never no answer.
    expect(Object.keys(pageStatuses).filter((status) => status !== "200" && status !== "503")).toEqual([]);
    expect(server.output()).not.toMatch(/Emitted 'error' event|Connection terminated unexpectedly\n\s+at/);
    // A click is stored (204) or refused (503); never a 500, never no answer.
    expect(Object.keys(clicks.statuses).filter((status) => status !== "204" && status !== "503")).toEqual([]);
    expect(clicks.acknowledged.length).toBeGreaterThan(0);
    const stored = new Set(
      (await adminQuery<{ target_id: string }>(`select target_id from ${SCHEMA}.click_events where target_id like 'fault ${sequence} %'`)).map(
        (row) => row.target_id,
      ),
    );
    expect(clicks.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }

  /** A health check that is waiting on the database when the fault lands. */
  const healthDuring = async (fault: () => Promise<void>) => {
    const pending = health();
    await fault();
    await pending;
  };

  it("silent 3 s while health waits, then the sockets reset", async () => {
    await survive(() =>
      healthDuring(async () => {
        proxy.silence(true);
        await sleep(3_000);
        proxy.reset();
      }),
    );
  });

  it("every connection reset while idle and in use", async () => {
    await survive(async () => {
      proxy.reset();
      await sleep(1_000);
    });
  });

  it("every connection closed without an error (a pooler restart)", async () => {
    await survive(async () => {
      proxy.closeAll();
      await sleep(1_000);
    });
  });

  it("silent 2 s mid-query, then closed without an error", async () => {
    await survive(() =>
      healthDuring(async () => {
        proxy.silence(true);
        await sleep(2_000);
        proxy.closeAll();
      }),
    );
  });

  it("slow: every packet 400 ms late for 4 s", async () => {
    await survive(async () => {
      proxy.slow(400);
      await sleep(4_000);
    });
  });

  it("slow, then reset", async () => {
    await survive(async () => {
      proxy.slow(400);
      await sleep(1_500);
      proxy.reset();
    });
  });

  it("refused for 4 s (the database is down), then back", async () => {
    await survive(async () => {
      await proxy.refuse(true);
      await sleep(4_000);
    });
  });

  it("closed, then refused for 3 s", async () => {
    await survive(async () => {
      proxy.closeAll();
      await proxy.refuse(true);
      await sleep(3_000);
    });
  });

  it("reset three times in a row, a second apart (a flapping network)", async () => {
    await survive(async () => {
      for (let i = 0; i < 3; i++) {
        proxy.reset();
        await sleep(1_000);
      }
    });
  });

  it("silent past the query deadline (12 s), then back", async () => {
    await survive(() =>
      healthDuring(async () => {
        proxy.silence(true);
        await sleep(12_000);
      }),
    );
  });

  it("silent 3 s with clicks waiting, then reset mid-query", async () => {
    await survive(async () => {
      proxy.silence(true);
      await sleep(3_000);
      proxy.reset();
      await sleep(500);
      proxy.reset();
    });
  });
});
