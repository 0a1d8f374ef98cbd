/**
 * The products service with each provider, side by side: the crawler (`direct`, partner
 * category pages) and the partner's REST API (`floristone-api`), both against the
 * simulator, in this process (the products route of the real runtime, without HTTP), on
 * a fresh SQLite file each.
 * - cold: concurrent requests for one uncached category, wall time and upstream fetches;
 * - warm: sequential requests for the same category from the cache, p50/p99 and req/s.
 * Alone: `npx tsx scripts/bench/providers.ts` prints the table.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { loadConfig } from "../../server/config";
import { createRuntime } from "../../server/runtime";
import { API_PATH, DEFAULT_API_KEY, DEFAULT_API_PASSWORD } from "../../tests/partner-sim/api";
import { startPartnerSim } from "../../tests/partner-sim/server";
import { percentile, round } from "./stats";

export const PROVIDER_BENCH = { category: "graduation", cold: 100, warm: 2_000 } as const;

export type ProviderFigures = {
  provider: "direct" | "floristone-api";
  upstreamPath: string;
  cold: { requests: number; wallMs: number; upstreamFetches: number; products: number };
  warm: { requests: number; p50Ms: number; p99Ms: number; requestsPerSecond: number };
};

async function measure(provider: ProviderFigures["provider"]): Promise<ProviderFigures> {
  const sim = await startPartnerSim();
  const dir = mkdtempSync(path.join(tmpdir(), "nfd-bench-providers-"));
  const config = loadConfig({
    NODE_ENV: "production",
    PARTNER_BASE_URL: sim.url,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    PARTNER_PROVIDER: provider,
    FLORISTONE_API_URL: `${sim.url}${API_PATH}`,
    FLORISTONE_API_KEY: DEFAULT_API_KEY,
    FLORISTONE_API_PASSWORD: DEFAULT_API_PASSWORD,
    PARTNER_LINK_CHECKS_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
  });
  const runtime = await createRuntime(config, pino({ level: "silent" }));
  const upstreamPath = provider === "direct" ? "/graduation-flowers/" : `${API_PATH}/flowershop/getproducts`;
  const route = `/products?category=${PROVIDER_BENCH.category}`;
  try {
    const started = performance.now();
    const ask = async () => (await (await runtime.api.request(route)).json()) as { products: unknown[] };
    const answers = await Promise.all(Array.from({ length: PROVIDER_BENCH.cold }, ask));
    const wallMs = performance.now() - started;
    const times: number[] = [];
    const warmStarted = performance.now();
    for (let index = 0; index < PROVIDER_BENCH.warm; index += 1) {
      const before = performance.now();
      const response = await runtime.api.request(route);
      await response.arrayBuffer();
      times.push(performance.now() - before);
    }
    const warmMs = performance.now() - warmStarted;
    return {
      provider,
      upstreamPath,
      cold: { requests: PROVIDER_BENCH.cold, wallMs: round(wallMs), upstreamFetches: sim.stats().byPath[upstreamPath] ?? 0, products: answers[0]?.products.length ?? 0 },
      warm: { requests: PROVIDER_BENCH.warm, p50Ms: round(percentile(times, 50), 2), p99Ms: round(percentile(times, 99), 2), requestsPerSecond: round((PROVIDER_BENCH.warm / warmMs) * 1000) },
    };
  } finally {
    await runtime.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both providers, one after the other. */
export async function measureProviders(): Promise<ProviderFigures[]> {
  return [await measure("direct"), await measure("floristone-api")];
}

export function providersMarkdown(rows: readonly ProviderFigures[]): string {
  const lines = [
    `### Providers — /api/products?category=${PROVIDER_BENCH.category} in process, crawler beside the partner API (simulator)`,
    "",
    "| Provider | Cold: concurrent | Cold: wall time | Cold: upstream fetches (must be 1) | Products | Warm: requests | Warm p50 | Warm p99 | Warm req/s |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.provider} | ${row.cold.requests} | ${row.cold.wallMs} ms | ${row.cold.upstreamFetches} | ${row.cold.products} | ${row.warm.requests} | ${row.warm.p50Ms} ms | ${row.warm.p99Ms} ms | ${row.warm.requestsPerSecond} |`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(providersMarkdown(await measureProviders()));
}
