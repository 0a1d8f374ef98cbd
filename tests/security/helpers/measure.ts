/**
 * Prints the flood figures of the built server (NFD_BUILD_DIR, default build/) as JSON,
 * the same way tests/security/flood.test.ts judges them, for before/after notes:
 *   NFD_BUILD_DIR=var/before-build npx tsx tests/security/helpers/measure.ts pipeline|connections|slow|logs
 * Loopback only, bounded in count and time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPartnerSim } from "../../partner-sim/server";
import { closedCount, ordinaryClients, pipelinedBurst, slowSockets, watchServer } from "./flood";
import { startServerProcess } from "./server-process";

const scenario = process.argv[2] ?? "pipeline";
const extraEnv = Object.fromEntries((process.argv[3] ?? "").split(",").filter(Boolean).map((pair) => pair.split("=") as [string, string]));
const sim = await startPartnerSim();
const dir = mkdtempSync(path.join(tmpdir(), "nfd-measure-"));
const server = await startServerProcess({ PARTNER_BASE_URL: sim.url, DATABASE_URL: path.join(dir, "cache.sqlite"), LOG_LEVEL: scenario === "logs" ? "info" : "warn", ...extraEnv });
const port = Number(new URL(server.url).port);
const pid = server.child.pid as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  if (scenario === "pipeline") {
    const watch = watchServer(port, pid);
    const socket = await pipelinedBurst(port, Array.from({ length: 1000 }, (_, i) => `/cities/made-up-town-${i}/`));
    await sleep(20_000);
    socket.destroy();
    console.log(JSON.stringify({ scenario, ...(await watch.stop()) }));
  } else if (scenario === "connections") {
    const watch = watchServer(port, pid);
    const statuses = await ordinaryClients(port, 300, 15_000, (n) => `/cities/no-such-town-${n}/`);
    console.log(JSON.stringify({ scenario, statuses, ...(await watch.stop()) }));
  } else if (scenario === "slow") {
    const watch = watchServer(port, pid);
    const sockets = await slowSockets(port, 3000);
    const opened = sockets.filter((socket) => !socket.destroyed).length;
    await sleep(20_000);
    const closed = closedCount(sockets);
    for (const socket of sockets) socket.destroy();
    console.log(JSON.stringify({ scenario, sockets: sockets.length, openedAndHeld: opened, closedByServerWithin20s: closed, ...(await watch.stop()) }));
  } else if (scenario === "logs") {
    const before = server.output().length;
    const longPath = `/${"x".repeat(15_000)}`;
    await ordinaryClients(port, 10, 5_000, () => longPath);
    const bytes = server.output().length - before;
    console.log(JSON.stringify({ scenario, logBytesIn5s: bytes }));
  }
} finally {
  server.child.kill("SIGKILL");
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
