/**
 * Step 8: the deployment the README's "Deploy and scale" section describes,
 * on one machine. Two server processes share one PostgreSQL database behind a
 * round-robin proxy; a cold stampede through the proxy must still crawl the partner
 * once (the refresh lock lives in the database), and the pair is measured for
 * requests per second. On 2 cores the two instances, the proxy and the load generator
 * share the CPUs, so the figure shows correctness under sharing, not a speed-up.
 */
import pg from "pg";
import { cannon, expectOk, warmUp, type CannonSummary } from "./cannon";
import { benchEnv, BUILD_ROOT, ROOT, SCALE, THROUGHPUT } from "./config";
import { startRoundRobinProxy } from "./round-robin-proxy";
import { sim } from "./servers";
import { startChild, stopChild, waitForUrl, type Child } from "./processes";
import { round } from "./stats";
import path from "node:path";

export type Scale = {
  instances: number;
  database: string;
  stampede: { url: string; requests: number; wallMs: number; statusCodes: Record<string, number>; upstreamFetches: number };
  rows: ({ name: string } & CannonSummary)[];
};

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${SCALE.postgres}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${SCALE.database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${SCALE.database}`);
  } finally {
    await admin.end();
  }
  return `${SCALE.postgres}/${SCALE.database}`;
}

export async function measureScale(): Promise<Scale> {
  const databaseUrl = await freshDatabase();
  await sim.setMode("ok");
  const instances: Child[] = [];
  const proxy = await startRoundRobinProxy(
    SCALE.ports.map((port) => `http://127.0.0.1:${port}`),
    SCALE.proxyPort,
  );
  try {
    for (const [index, port] of SCALE.ports.entries()) {
      const env = { ...benchEnv, PORT: String(port), DATABASE_URL: databaseUrl, TRUST_PROXY: "true" };
      const child = startChild(`scale-${index + 1}`, process.execPath, [path.join(BUILD_ROOT, "build/node/server.js")], { cwd: ROOT, env });
      instances.push(child);
      await waitForUrl(`http://127.0.0.1:${port}/api/health`, child);
    }

    const url = `${proxy.url}/api/products?category=${SCALE.category}`;
    const before = (await sim.stats()).byPath[SCALE.partnerPath] ?? 0;
    const statusCodes: Record<string, number> = {};
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SCALE.stampede }, async () => {
        const response = await fetch(url).catch(() => null);
        await response?.arrayBuffer();
        const key = String(response?.status ?? "error");
        statusCodes[key] = (statusCodes[key] ?? 0) + 1;
      }),
    );
    const wallMs = round(performance.now() - started);
    const upstreamFetches = ((await sim.stats()).byPath[SCALE.partnerPath] ?? 0) - before;

    const rows: Scale["rows"] = [];
    for (const target of [THROUGHPUT.rendered, THROUGHPUT.api]) {
      const targetUrl = `${proxy.url}${target}`;
      await expectOk(targetUrl);
      await warmUp(targetUrl);
      rows.push({ name: `${target} via the proxy, ${SCALE.ports.length} instances`, ...(await cannon({ url: targetUrl, connections: THROUGHPUT.connections, duration: THROUGHPUT.seconds })) });
    }
    return { instances: SCALE.ports.length, database: "PostgreSQL (local)", stampede: { url, requests: SCALE.stampede, wallMs, statusCodes, upstreamFetches }, rows };
  } finally {
    await proxy.close();
    for (const child of instances) await stopChild(child);
  }
}
