/**
 * `npm run bench`: build, start the partner simulator and the built site, then
 * cold cache, Lighthouse and weight, throughput, and the failing-partner load run.
 * Writes bench-results/latest.json and latest.md, rewrites BENCHMARKS.md, prints the table.
 * Every child process is stopped at the end, also when a step fails.
 */
import os from "node:os";
import { timedBuild } from "./build";
import { coldStampede } from "./cold-cache";
import { measureExtraction, measureHostileCrawl } from "./extraction";
import { measureProviders } from "./providers";
import { LIGHTHOUSE_PAGES, SITE } from "./config";
import { runLighthouse, withChrome, type PageLighthouse } from "./lighthouse";
import { loadRun } from "./load";
import { describeMachine } from "./machine";
import { killAllNow, stopAll, stopChild } from "./processes";
import { evaluateTargets, findingsMarkdown, writeAsDeployed, writeOutputs, type BenchResults } from "./report";
import { type AsDeployed, measureAsDeployed, startProxy } from "./as-deployed";
import { measureMetricsCost } from "./metrics-cost";
import { startSim, startSite } from "./servers";
import { measureScale } from "./scale";
import { measureThroughput } from "./throughput";
import { pageWeight, type PageWeight } from "./weight";

const started = performance.now();
/** The 1-minute load average at each step: other processes on the machine move every figure. */
const loadAverages: { step: string; load: number }[] = [];
const step = (message: string) => {
  const load = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  loadAverages.push({ step: message, load });
  const busy = load > os.availableParallelism() ? ` (load average ${load}: the machine is busy, figures will come out low)` : "";
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}${busy}`);
};

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

/** `npm run bench -- --only=extraction`: only extraction in this process (no build, no site), printed as JSON. */
const ONLY_EXTRACTION = process.argv.includes("--only=extraction");

/** `npm run bench -- --only=as-deployed`: build, then only the four pages directly and through nginx. */
const ONLY_AS_DEPLOYED = process.argv.includes("--only=as-deployed");

async function asDeployedOnly(): Promise<void> {
  step("building (npm run build with the bench environment)");
  await timedBuild();
  step("starting the partner simulator, the site and nginx in front of it (deploy/run-proxy.sh)");
  await startSim();
  await startSite();
  const proxy = await startProxy();
  step("Lighthouse on the four pages, directly and through nginx");
  const result = await measureAsDeployed(proxy);
  await stopChild(proxy);
  step("metrics: the per-request hook and a scrape, in process");
  const table = writeAsDeployed(result, new Date().toISOString(), describeMachine(result.chromium), await measureMetricsCost());
  console.log(`\n${table}\n`);
  step("wrote bench-results/as-deployed.json, bench-results/as-deployed.md and BENCHMARKS.md's as-deployed section");
}

async function main(): Promise<void> {
  step("building (npm run build with the bench environment)");
  const build = await timedBuild();
  step(`built ${build.pages} pages (${build.prerendered} prerendered) in ${build.seconds.toFixed(1)} s; starting the partner simulator and the site`);
  await startSim();
  await startSite();

  step("cold cache: 500 concurrent requests for one uncached category");
  const coldCache = await coldStampede();

  const pages: PageLighthouse[] = [];
  const weight: PageWeight[] = [];
  await withChrome(async (chrome) => {
    for (const path of LIGHTHOUSE_PAGES) {
      step(`Lighthouse ${path}`);
      const page = await runLighthouse(chrome, SITE, path);
      pages.push(page);
      weight.push(await pageWeight(path, page.lhr));
    }
  });

  step("as deployed: the same four pages through nginx (deploy/run-proxy.sh: TLS, HTTP/2)");
  let asDeployed: AsDeployed | { skipped: string };
  try {
    const proxy = await startProxy();
    asDeployed = await measureAsDeployed(proxy, pages);
    await stopChild(proxy);
  } catch (error) {
    asDeployed = { skipped: `nginx run failed: ${error instanceof Error ? error.message : String(error)}` };
  }

  step("throughput: page, API and the plain node:http baseline");
  const throughput = await measureThroughput();

  step("load run with the partner failing");
  const load = await loadRun();

  step("extraction of a 2 MB partner page and of the hostile corpus");
  const extraction = measureExtraction();
  step("/api/health while the site crawls hostile partner pages");
  extraction.hostileCrawl = await measureHostileCrawl();

  step("providers: the crawler beside the partner API, cold and warm, in process");
  const providers = await measureProviders();

  step("scale: two instances on one PostgreSQL behind a round-robin proxy");
  const scale = await measureScale().catch((error: unknown) => ({ skipped: `PostgreSQL run failed: ${error instanceof Error ? error.message : String(error)}` }));

  step("metrics: the per-request hook and a scrape, in process");
  const metricsCost = await measureMetricsCost();

  const firstLhr = pages[0]?.lhr;
  const chromium = /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(firstLhr?.environment.hostUserAgent ?? "")?.[0] ?? "Chromium";
  const lighthouse = pages.map(({ lhr: _lhr, ...rest }) => rest);
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: describeMachine(chromium),
    loadAverage: {
      min: Math.min(...loadAverages.map((entry) => entry.load)),
      max: Math.max(...loadAverages.map((entry) => entry.load)),
      bySteps: loadAverages,
    },
    build,
    lighthouse,
    weight,
    throughput,
    coldCache,
    load,
    extraction,
    providers,
    scale,
    asDeployed,
    metricsCost,
    targets: evaluateTargets(lighthouse, weight, throughput, build),
  };
  const table = writeOutputs(results);
  console.log(`\n${table}\n\n### Lighthouse audits below full marks\n\n${findingsMarkdown(lighthouse)}`);
  step("wrote bench-results/latest.json, bench-results/latest.md and BENCHMARKS.md");
}

function extractionOnly(): void {
  step("extraction of a 2 MB partner page and of the hostile corpus, in this process");
  const { hostile, ...extraction } = measureExtraction();
  console.log(JSON.stringify({ ...extraction, hostileWorst: hostile?.worst }, null, 2));
}

try {
  if (ONLY_EXTRACTION) extractionOnly();
  else await (ONLY_AS_DEPLOYED ? asDeployedOnly() : main());
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  console.error("child process logs: bench-results/logs/");
  process.exitCode = 1;
} finally {
  await stopAll();
}
