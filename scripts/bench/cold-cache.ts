/**
 * Step 6: a stampede on one category nobody has asked for yet. 500 requests open at
 * once (500 sockets, no keep-alive); the page cache must fetch the partner page once
 * and answer everyone from that one fetch.
 */
import { Agent, request } from "node:http";
import { COLD, SITE } from "./config";
import { sim } from "./servers";
import { round } from "./stats";

export type ColdCache = {
  url: string;
  requests: number;
  wallMs: number;
  slowestMs: number;
  statusCodes: Record<string, number>;
  socketErrors: number;
  upstreamFetches: number;
};

export async function coldStampede(): Promise<ColdCache> {
  const url = `${SITE}/api/products?category=${COLD.category}`;
  const before = (await sim.stats()).byPath[COLD.partnerPath] ?? 0;
  if (before !== 0) throw new Error(`${COLD.partnerPath} was already fetched ${before} time(s); the cache is not cold`);

  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const statusCodes: Record<string, number> = {};
  let socketErrors = 0;
  let slowestMs = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: COLD.requests }, () =>
      get(url, agent).then(
        (status) => {
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          slowestMs = Math.max(slowestMs, performance.now() - started);
        },
        () => (socketErrors += 1),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  agent.destroy();
  const upstreamFetches = ((await sim.stats()).byPath[COLD.partnerPath] ?? 0) - before;
  return { url, requests: COLD.requests, wallMs: round(wallMs), slowestMs: round(slowestMs), statusCodes, socketErrors, upstreamFetches };
}

function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}
