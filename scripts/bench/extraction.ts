/**
 * Product extraction (budget: under 50 ms for a 2 MB partner page), in this
 * process, for both limits: 50 (carousel path) and 24 (category path); beside it
 * the worst page of the hostile corpus, and the /api/health latency of
 * the running site while it crawls and extracts hostile pages.
 */
import { PAGE_BUDGET, WorkBudget } from "#core/products/budget";
import { extractProductsReport } from "#core/products/extract";
import { pageBudget } from "../../server/partner/page-budget";
import { hostileCorpus } from "../../tests/partner-sim/hostile";
import { largeCategoryPage } from "../../tests/partner-sim/pages";
import { cannon } from "./cannon";
import { SIM, SITE } from "./config";
import { median, round } from "./stats";

type Timing = { limit: number; products: number; medianMs: number; maxMs: number };

export type HostileExtraction = {
  /** The corpus page that took longest, and every page's median at limit 50. */
  worst: { name: string; bytes: number; products: number; complete: boolean; medianMs: number; maxMs: number };
  pages: { name: string; bytes: number; medianMs: number }[];
};

export type HostileCrawlLoad = {
  /** What the partner served on the crawled categories. */
  page: string;
  health: { requests: number; p50Ms: number; p99Ms: number; maxMs: number; non2xx: number };
  /** Status of each products request that crawled a hostile page meanwhile. */
  productStatuses: Record<string, number>;
};

/** The same page under the server's budget (the thread's CPU clock) and under a wall-clock one, alternated. */
export type BudgetClocks = { runs: number; cpuClockMedianMs: number; wallClockMedianMs: number };

export type Extraction = {
  bytes: number;
  runs: number;
  results: Timing[];
  clocks?: BudgetClocks;
  hostile?: HostileExtraction;
  hostileCrawl?: HostileCrawlLoad;
};

const ORIGIN = "https://partner.example";
const RUNS = 15;
const HOSTILE_RUNS = 5;

const wallClockBudget = () => new WorkBudget(PAGE_BUDGET.maxSteps, PAGE_BUDGET.maxMs);

/** Extraction as the server runs it (pageBudget), or under `budget`. */
function time(html: string, limit: number, runs: number, budget: () => WorkBudget = pageBudget) {
  const pageUrl = `${ORIGIN}/birthday-flowers/`;
  extractProductsReport(html, pageUrl, { limit, budget: budget() }); // warm the JIT
  const times: number[] = [];
  let report = extractProductsReport(html, pageUrl, { limit, budget: budget() });
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    report = extractProductsReport(html, pageUrl, { limit, budget: budget() });
    times.push(performance.now() - started);
  }
  return { report, medianMs: round(median(times), 1), maxMs: round(Math.max(...times), 1) };
}

/** What reading the thread's CPU clock every 1,024 steps costs, against performance.now(): one run of each in turn. */
export function compareBudgetClocks(runs = 21): BudgetClocks {
  const html = largeCategoryPage("/birthday-flowers/", ORIGIN, 2_000_000);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    cpu.push(time(html, 50, 1, pageBudget).medianMs);
    wall.push(time(html, 50, 1, wallClockBudget).medianMs);
  }
  return { runs, cpuClockMedianMs: round(median(cpu), 1), wallClockMedianMs: round(median(wall), 1) };
}

export function measureExtraction(): Extraction {
  const html = largeCategoryPage("/birthday-flowers/", ORIGIN, 2_000_000);
  const results = [50, 24].map((limit) => {
    const { report, medianMs, maxMs } = time(html, limit, RUNS);
    return { limit, products: report.products.length, medianMs, maxMs };
  });
  return { bytes: html.length, runs: RUNS, results, clocks: compareBudgetClocks(), hostile: measureHostileExtraction() };
}

/** Every page of the hostile corpus at limit 50: the worst one is the figure to watch. */
export function measureHostileExtraction(): HostileExtraction {
  let worst: HostileExtraction["worst"] | undefined;
  const pages: HostileExtraction["pages"] = [];
  for (const { name, html } of hostileCorpus(ORIGIN)) {
    const { report, medianMs, maxMs } = time(html, 50, HOSTILE_RUNS);
    pages.push({ name, bytes: html.length, medianMs });
    if (!worst || medianMs > worst.medianMs) worst = { name, bytes: html.length, products: report.products.length, complete: report.complete, medianMs, maxMs };
  }
  if (!worst) throw new Error("the hostile corpus is empty");
  return { worst, pages };
}

/** Categories no other bench step asks for, so each request here is a cold crawl of a hostile page. */
const HOSTILE_CATEGORIES = ["valentines-day", "new-baby", "get-well-soon", "just-because"];
const HOSTILE_PAGE = { kind: "nested-inside", size: 200_000 } as const;

/**
 * /api/health under load (10 connections, 10 s) on the running site while the
 * partner serves 200,000-nested-div pages and four cold categories crawl and
 * extract them (their pages too). The simulator is set back to 'ok' after.
 */
export async function measureHostileCrawl(): Promise<HostileCrawlLoad> {
  const setMode = async (body: unknown) => {
    const response = await fetch(`${SIM}/__sim/mode`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`simulator refused ${JSON.stringify(body)}: ${response.status}`);
  };
  await setMode({ mode: "hostile", hostile: HOSTILE_PAGE });
  try {
    const load = cannon({ url: `${SITE}/api/health`, connections: 10, duration: 10 });
    const productStatuses: Record<string, number> = {};
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const slug of HOSTILE_CATEGORIES) {
      for (const target of [`/api/products?category=${slug}`, `/categories/${slug}/`]) {
        // Once more on a socket error: a keep-alive socket may close just as it is reused.
        const response = await fetch(`${SITE}${target}`).catch(() => fetch(`${SITE}${target}`));
        await response.arrayBuffer();
        productStatuses[target] = response.status;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const result = await load;
    return {
      page: `${HOSTILE_PAGE.kind} ${HOSTILE_PAGE.size}`,
      health: { requests: result.total, p50Ms: result.p50Ms, p99Ms: result.p99Ms, maxMs: result.maxMs, non2xx: result.non2xx },
      productStatuses,
    };
  } finally {
    await setMode({ mode: "ok" });
  }
}

/** The hostile figures as Markdown, printed after the bench table. */
export function hostileMarkdown(extraction: Extraction): string {
  const lines = ["### Extraction of hostile partner pages", ""];
  const normal = extraction.results.find((row) => row.limit === 50);
  if (extraction.hostile) {
    const { worst } = extraction.hostile;
    lines.push("| Page | Size | Median | Max | Products |", "| --- | --- | --- | --- | --- |");
    if (normal) lines.push(`| normal marketplace page | ${(extraction.bytes / 1e6).toFixed(1)} MB | ${normal.medianMs} ms | ${normal.maxMs} ms | ${normal.products} |`);
    lines.push(`| worst hostile: ${worst.name} | ${(worst.bytes / 1e6).toFixed(1)} MB | ${worst.medianMs} ms | ${worst.maxMs} ms | ${worst.products}${worst.complete ? "" : " (budget spent)"} |`);
  }
  if (extraction.hostileCrawl) {
    const { health, page, productStatuses } = extraction.hostileCrawl;
    const statuses = [...new Set(Object.values(productStatuses))].join(", ");
    lines.push("", `/api/health while cold categories crawl and extract "${page}" pages: p50 ${health.p50Ms} ms, p99 ${health.p99Ms} ms, max ${health.maxMs} ms over ${health.requests} requests (${health.non2xx} not 2xx); product and page answers: ${statuses}.`);
  }
  return lines.join("\n");
}
