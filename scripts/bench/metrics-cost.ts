/**
 * What the metrics cost the page path, in process: the per-request hook (route group +
 * counter + histogram) and one scrape of the registry with every series the site makes and
 * the process metrics on. Part of `npm run bench`; alone: `npx tsx scripts/bench/metrics-cost.ts`.
 */
import { countCacheAnswer, countClick, countImage, countRender, observeRequest } from "../../server/metrics";
import { enableDefaultMetrics, registry } from "../../server/metrics/registry";

const HOOK_CALLS = 200_000;
const SCRAPES = 200;

export type MetricsCost = { hookMicroseconds: number; scrapeMs: { p50: number; p99: number }; scrapeBytes: number };

export async function measureMetricsCost(): Promise<MetricsCost> {
  enableDefaultMetrics();
  const paths = ["/", "/cities/omaha/", "/cities/atlantis/", "/categories/birthday-flowers/", "/api/products/featured", "/api/clicks", "/assets/a.css", "/img/v1/x-320.avif", "/about/", "/sitemap.xml"];
  for (let i = 0; i < 20_000; i += 1) observeRequest(paths[i % paths.length] as string, [200, 304, 404, 429, 503][i % 5] as number, i % 200);
  for (const status of ["fresh", "stale_but_acceptable", "expired_but_served", null] as const) countCacheAnswer({ success: status !== null, cacheStatus: status });
  for (const source of ["memory", "disk", "made", "placeholder"] as const) countImage(source, Buffer.alloc(10));
  for (const outcome of ["stored", "bot", "over_ceiling", "failed"] as const) countClick(outcome, null);
  countRender("ok");

  let started = performance.now();
  for (let i = 0; i < HOOK_CALLS; i += 1) observeRequest("/cities/omaha/", 200, 3);
  const hookUs = ((performance.now() - started) * 1000) / HOOK_CALLS;

  const scrapes: number[] = [];
  for (let i = 0; i < SCRAPES; i += 1) {
    started = performance.now();
    await registry.metrics();
    scrapes.push(performance.now() - started);
  }
  scrapes.sort((a, b) => a - b);
  const at = (q: number) => Math.round((scrapes[Math.min(scrapes.length - 1, Math.floor(q * scrapes.length))] as number) * 100) / 100;
  return { hookMicroseconds: Math.round(hookUs * 100) / 100, scrapeMs: { p50: at(0.5), p99: at(0.99) }, scrapeBytes: (await registry.metrics()).length };
}

export function metricsCostMarkdown(cost: MetricsCost): string {
  return [
    `### Metrics — cost on the page path (in process, ${HOOK_CALLS} hook calls, ${SCRAPES} scrapes)`,
    "",
    "| Per-request hook | Scrape p50 | Scrape p99 | Exposition size |",
    "|---|---|---|---|",
    `| ${cost.hookMicroseconds} µs | ${cost.scrapeMs.p50} ms | ${cost.scrapeMs.p99} ms | ${(cost.scrapeBytes / 1024).toFixed(1)} KB |`,
    "",
    "A scrape is answered from text built at most once a second (server/metrics/route.ts), so scrapers cannot add more than one build a second per instance.",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureMetricsCost()));
