/**
 * Step 7: 200 connections for BENCH_LOAD_SECONDS (default 30) over a mix of
 * pages and the products API while the partner fails throughout. Part of the cache is
 * warmed first, the rest never is; responses are counted per group, so a 5xx can be
 * traced to the path that gave it. Requests carry Accept-Encoding like a browser's.
 */
import type { Request } from "autocannon";
import { cannon, expectOk, type CannonSummary } from "./cannon";
import { LOAD, SITE } from "./config";
import { sim } from "./servers";
import { percentile, round } from "./stats";

/** Weights: share of requests per group; each request picks a path at random, so every group runs throughout. */
const GROUPS = [
  { name: "pages (prerendered and memoised on-demand)", weight: 55, paths: ["/", "/cities/omaha/", "/categories/birthday-flowers/", "/cities/lincoln/", "/about/"] },
  { name: "unknown town (404, server-rendered)", weight: 5, paths: ["/cities/no-such-town/"] },
  { name: "products API, cached before the failure", weight: 25, paths: ["/api/products/featured", "/api/products?category=birthday-flowers"] },
  { name: "products API, never cached", weight: 10, paths: ["/api/products?category=mothers-day"] },
  { name: "products API, bad input (400)", weight: 5, paths: ["/api/products?category=%3Cscript%3E"] },
] as const;
const WARMED = GROUPS[2].paths;

export type LoadGroup = {
  name: string;
  paths: readonly string[];
  share: number;
  statusCodes: Record<string, number>;
  /** Latency of the answered requests of this group (timeouts are not in it). */
  p50Ms: number;
  p99Ms: number;
};
export type LoadRun = CannonSummary & { connections: number; seconds: number; partnerMode: string; groups: LoadGroup[] };

type Context = { group?: number; sentAt?: number };

export async function loadRun(): Promise<LoadRun> {
  for (const path of WARMED) await expectOk(`${SITE}${path}`);
  await sim.setMode(LOAD.partnerMode);
  const totalWeight = GROUPS.reduce((sum, group) => sum + group.weight, 0);
  const statusCodes = GROUPS.map((): Record<string, number> => ({}));
  const latencies = GROUPS.map((): number[] => []);
  const pick = (): { index: number; path: string } => {
    let roll = Math.random() * totalWeight;
    const index = Math.max(0, GROUPS.findIndex((group) => (roll -= group.weight) < 0));
    const paths = GROUPS[index]?.paths ?? GROUPS[0].paths;
    return { index, path: paths[Math.floor(Math.random() * paths.length)] as string };
  };
  const request: Request = {
    method: "GET",
    setupRequest: (req, context: Context) => {
      const chosen = pick();
      context.group = chosen.index;
      context.sentAt = performance.now();
      return { ...req, path: chosen.path };
    },
    onResponse: (status, _body, context: Context) => {
      const counts = statusCodes[context.group ?? -1];
      if (counts) counts[status] = (counts[status] ?? 0) + 1;
      latencies[context.group ?? -1]?.push(performance.now() - (context.sentAt ?? 0));
    },
  };
  try {
    const summary = await cannon({
      url: SITE,
      connections: LOAD.connections,
      duration: LOAD.seconds,
      headers: { "accept-encoding": "gzip, br" },
      requests: [request],
    });
    const groups: LoadGroup[] = GROUPS.map((group, index) => ({
      name: group.name,
      paths: group.paths,
      share: group.weight / totalWeight,
      statusCodes: statusCodes[index] ?? {},
      p50Ms: round(percentile(latencies[index] ?? [], 50)),
      p99Ms: round(percentile(latencies[index] ?? [], 99)),
    }));
    return { ...summary, connections: LOAD.connections, seconds: LOAD.seconds, partnerMode: LOAD.partnerMode, groups };
  } finally {
    await sim.setMode("ok");
  }
}
