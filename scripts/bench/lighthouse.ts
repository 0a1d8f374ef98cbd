/**
 * Step 3: Lighthouse, mobile preset (Lighthouse's default config: Moto G Power emulation,
 * simulated slow 4G and 4x CPU slowdown), three runs per page, median of each figure.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/chromium";
import { LIGHTHOUSE_RUNS, RESULTS_DIR } from "./config";
import { trackGroup } from "./processes";
import { median, round } from "./stats";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's CPU benchmark of the host during the run; a loaded or slow host scores low and inflates TBT and LCP. */
  benchmarkIndex: number;
};

export type Finding = { id: string; title: string; score: number | null; displayValue?: string; items: string[] };

export type PageLighthouse = {
  path: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  lcpElement?: string;
  /** What the LCP element is: the budget wants text, or an image that is preloaded. */
  lcpKind: "text" | "image, preloaded" | "image, not preloaded" | "unknown";
  /** Audits below full marks in the median run, worst first. */
  findings: Finding[];
  /** The median run, kept for the weight step. */
  lhr: Result;
};

export async function withChrome<T>(use: (chrome: LaunchedChrome) => Promise<T>, extraFlags: string[] = []): Promise<T> {
  // Our own signal handler stops Chromium with the other children (chrome-launcher leads it into its own process group).
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "nfd-bench-chromium-"));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
    logLevel: "error",
    handleSIGINT: false,
    userDataDir,
  });
  const untrack = trackGroup(chrome.pid, userDataDir);
  try {
    return await use(chrome);
  } finally {
    chrome.kill();
    untrack();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

export async function runLighthouse(chrome: LaunchedChrome, baseUrl: string, pagePath: string, options: { save?: boolean } = {}): Promise<PageLighthouse> {
  const runs: { figures: LighthouseFigures; lhr: Result }[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const lhr = await oneRun(chrome, `${baseUrl}${pagePath}`);
    runs.push({ figures: figuresOf(lhr), lhr });
  }
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run.figures[key]));
  const figures: LighthouseFigures = {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    fcpMs: pick("fcpMs"),
    benchmarkIndex: pick("benchmarkIndex"),
  };
  // The run whose performance score (then LCP) is the median stands for the page in the details.
  const ordered = [...runs].sort((a, b) => a.figures.performance - b.figures.performance || a.figures.lcpMs - b.figures.lcpMs);
  const representative = ordered[Math.floor(ordered.length / 2)] as (typeof runs)[number];
  if (options.save !== false) saveReports(pagePath, representative.lhr);
  return {
    path: pagePath,
    median: figures,
    runs: runs.map((run) => run.figures),
    lcpElement: lcpElementOf(representative.lhr),
    lcpKind: lcpKindOf(representative.lhr),
    findings: findingsOf(representative.lhr),
    lhr: representative.lhr,
  };
}

/** One Lighthouse run; a failed trace (NO_NAVSTART, NO_FCP...) is retried, as Lighthouse itself advises. */
async function oneRun(chrome: LaunchedChrome, url: string, attempts = 3): Promise<Result> {
  let problem = "";
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: "simulate",
      onlyCategories: [...CATEGORIES],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.message ?? "no result";
    console.warn(`  Lighthouse on ${url} failed (${problem}); ${attempt < attempts ? "retrying" : "giving up"}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`Lighthouse on ${url}: ${problem}`);
}

function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string) => round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: round(value("largest-contentful-paint")),
    tbtMs: round(value("total-blocking-time")),
    cls: round(value("cumulative-layout-shift"), 4),
    fcpMs: round(value("first-contentful-paint")),
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
  };
}

const QUIET_MODES = new Set(["notApplicable", "manual", "informative", "error"]);

function findingsOf(lhr: Result): Finding[] {
  const inCategories = new Set(CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.map((ref) => ref.id) ?? []));
  return Object.values(lhr.audits)
    .filter((audit) => inCategories.has(audit.id) && !QUIET_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 1) - (b.score ?? 1))
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, items: itemsOf(audit.details) }));
}

/** Up to five things an audit points at: URLs, element selectors or sources, with savings when given. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const described: string[] = [];
  for (const raw of items) {
    const item = raw as Record<string, unknown>;
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const source = item.source as { url?: string; line?: number } | undefined;
    const label = (typeof item.url === "string" && item.url) || node?.selector || source?.url || (typeof item.label === "string" ? item.label : undefined);
    if (!label) continue;
    const savings = [
      typeof item.wastedBytes === "number" ? `${Math.round(item.wastedBytes / 1024)} KiB` : "",
      typeof item.wastedMs === "number" ? `${Math.round(item.wastedMs)} ms` : "",
    ].filter(Boolean);
    described.push(savings.length ? `${label} (${savings.join(", ")})` : label);
    if (described.length === 5) break;
  }
  return described;
}

/** The LCP element: Lighthouse 13 names it in its LCP breakdown insight, older ones in an audit of its own. */
function lcpDetails(lhr: Result): unknown {
  return lhr.audits["largest-contentful-paint-element"]?.details ?? lhr.audits["lcp-breakdown-insight"]?.details;
}

function lcpElementOf(lhr: Result): string | undefined {
  const found = findNode(lcpDetails(lhr));
  return found ? `${found.nodeLabel ?? ""} [${found.selector ?? "?"}] ${found.snippet ?? ""}`.trim() : undefined;
}

function lcpKindOf(lhr: Result): PageLighthouse["lcpKind"] {
  const node = findNode(lcpDetails(lhr));
  if (!node?.snippet) return "unknown";
  if (!/^<(img|image|picture|video)\b/i.test(node.snippet) && !/background-image/i.test(node.snippet)) return "text";
  // The LCP discovery insight passes when the image is discoverable in the HTML and fetched with high priority.
  const discovery = lhr.audits["lcp-discovery-insight"] ?? lhr.audits["prioritize-lcp-image"];
  return discovery?.score === 1 ? "image, preloaded" : "image, not preloaded";
}

function findNode(value: unknown): { selector?: string; snippet?: string; nodeLabel?: string } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (record.type === "node") return record as { selector?: string; snippet?: string; nodeLabel?: string };
  for (const child of Object.values(record)) {
    const found = Array.isArray(child) ? child.map(findNode).find(Boolean) : findNode(child);
    if (found) return found;
  }
  return undefined;
}

function saveReports(pagePath: string, lhr: Result): void {
  const dir = path.join(RESULTS_DIR, "lighthouse");
  mkdirSync(dir, { recursive: true });
  const name = pagePath.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  writeFileSync(path.join(dir, `${name}.html`), generateReport(lhr, "html"));
}
