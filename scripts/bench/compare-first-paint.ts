/**
 * `tsx scripts/bench/compare-first-paint.ts <before-checkout> [<after-checkout>]`: the budgets of
 * the own-origin pictures and the first paint, for two checkouts measured in one session on one
 * machine against one simulator (this checkout's, whose names and addresses are as long as the
 * partner's). Each checkout is built in its own copy with its own ports; pages are measured in
 * the steady state (products cached, pages rendered and recompressed, pictures made).
 * Writes bench-results/compare-first-paint.json and prints a Markdown table.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIGHTHOUSE_PAGES, RESULTS_DIR, ROOT } from "./config";
import { runLighthouse, withChrome, type LighthouseFigures } from "./lighthouse";
import { COMPARISON_MARKER } from "./report";
import { killAllNow, startChild, stopAll, waitForExit, waitForUrl } from "./processes";
import { kb } from "./stats";
import { measureImage, type ThroughputRow } from "./throughput";
import { pageWeight } from "./weight";

const COPIED = ["app", "core", "public", "server", "scripts", "tests", "package.json", "astro.config.ts", "tsconfig.json"];
const SIM_PORT = 4690;
const SIM = `http://127.0.0.1:${SIM_PORT}`;

type Measured = {
  label: string;
  pages: { path: string; median: LighthouseFigures; documentTransfer: number; thirdParty: number; productImages: { count: number; bytes: number } }[];
  image?: ThroughputRow;
};

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

async function measure(label: string, checkout: string, port: number): Promise<Measured> {
  const root = path.join(os.tmpdir(), `nfd-compare-${label}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, "var"), { recursive: true });
  for (const entry of COPIED) if (existsSync(path.join(checkout, entry))) cpSync(path.join(checkout, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  const site = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: site,
    PARTNER_BASE_URL: SIM,
    PARTNER_NAME: "FloristOne",
    AFFILIATE_ID: "1234567890",
    AFFILIATE_SOURCE_ID: "nfd-bench",
    DATABASE_URL: path.join(root, "var/cache.sqlite"),
    IMAGE_CACHE_DIR: path.join(root, "var/images"),
    PARTNER_TIMEOUT_MS: "3000",
    RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  console.log(`[${label}] building ${checkout}`);
  await waitForExit(startChild(`build-${label}`, "npm", ["run", "build"], { cwd: root, env }), 8 * 60_000);
  const server = startChild(`site-${label}`, process.execPath, [path.join(root, "build/node/server.js")], { cwd: root, env });
  // A loaded machine takes a while to start a server (25 s seen at a load average of 17).
  await waitForUrl(`${site}/api/health`, server, 180_000);
  // Steady state: products cached, every measured page rendered and recompressed, its pictures made.
  for (const page of LIGHTHOUSE_PAGES) {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const html = await (await fetch(`${site}${page}`)).text();
      if (page === "/cities/" || html.includes('data-slot="product-card"')) {
        await Promise.all([...new Set(html.match(/\/img\/v1\/[0-9a-z]{13}-\d+\.(?:avif|webp)/g) ?? [])].map((picture) => fetch(`${site}${picture}`).then((r) => r.arrayBuffer())));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const measured: Measured = { label, pages: [] };
  await withChrome(async (chrome) => {
    for (const page of LIGHTHOUSE_PAGES) {
      console.log(`[${label}] Lighthouse ${page}`);
      const result = await runLighthouse(chrome, site, page);
      const weight = await pageWeight(page, result.lhr);
      measured.pages.push({ path: page, median: result.median, documentTransfer: weight.documentTransfer, thirdParty: weight.thirdParty.length, productImages: weight.productImages });
    }
  });
  console.log(`[${label}] picture endpoint`);
  measured.image = await measureImage(site);
  return measured;
}

function table(results: Measured[]): string {
  const lines = [
    "| page | checkout | perf | a11y | FCP | LCP | TBT | CLS | document on the wire | third-party requests | product pictures (first screen) | CPU index |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const page of LIGHTHOUSE_PAGES) {
    for (const result of results) {
      const row = result.pages.find((entry) => entry.path === page);
      if (!row) continue;
      const m = row.median;
      lines.push(
        `| \`${page}\` | ${result.label} | ${m.performance} | ${m.accessibility} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs} ms | ${m.cls.toFixed(3)} | ${row.documentTransfer.toLocaleString("en-US")} B | ${row.thirdParty} | ${kb(row.productImages.bytes)} KB in ${row.productImages.count} | ${m.benchmarkIndex} |`,
      );
    }
  }
  for (const result of results) {
    lines.push("", `${result.label}: picture endpoint ${result.image ? `${result.image.requestsPerSecond} req/s warm (p99 ${result.image.p99Ms} ms, ${result.image.non2xx} non-2xx)` : "none (pictures are hot-linked)"}`);
  }
  return lines.join("\n");
}

/** Replaces the before/after section at the end of BENCHMARKS.md (a bench run keeps it; see report.ts). */
function writeComparison(markdown: string) {
  const file = path.join(ROOT, "BENCHMARKS.md");
  const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = existing.indexOf(COMPARISON_MARKER);
  const head = (at < 0 ? existing : existing.slice(0, at)).trimEnd();
  const section = [
    COMPARISON_MARKER,
    "",
    "### Pictures from our own origin and the first paint: before and after, one session",
    "",
    `Made by \`tsx scripts/bench/compare-first-paint.ts <before-checkout>\` on ${new Date().toISOString()}: both checkouts built`,
    "and served one after the other on this machine, against this checkout's simulator (product names of 50-70",
    "characters, addresses of 80-120, 40-55 KB JPEG photographs), steady state (products cached, pages rendered and",
    `recompressed, pictures made). Lighthouse mobile, simulated throttling, median of 3. 1-minute load average at the end: ${os.loadavg()[0]?.toFixed(1)}.`,
    "",
    markdown,
    "",
  ].join("\n");
  writeFileSync(file, `${head}\n\n${section}`);
}

try {
  const [before, after = ROOT] = process.argv.slice(2);
  if (!before) throw new Error("usage: tsx scripts/bench/compare-first-paint.ts <before-checkout> [<after-checkout>]");
  const sim = startChild("partner-sim", process.execPath, ["--import", "tsx", "tests/partner-sim/cli.ts", "--port", String(SIM_PORT)], { cwd: ROOT, env: {} });
  await waitForUrl(`${SIM}/__sim/stats`, sim, 120_000);
  const results = [await measure("before", path.resolve(before), 3690), await measure("after", path.resolve(after), 3691)];
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, "compare-first-paint.json"), JSON.stringify({ date: new Date().toISOString(), load: os.loadavg(), results }, null, 2));
  const markdown = table(results);
  console.log(`\n${markdown}`);
  writeComparison(markdown);
} catch (error) {
  console.error(`compare failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
