import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { extractProductsReport, type ExtractReport } from "#core/products/extract";
import { pageBudget } from "./page-budget";

export type ExtractTask = { html: string; pageUrl: string; limit: number };
export type ExtractOutcome = ExtractReport & { ms: number };

/** Turns a stored partner page into product cards, off the request's event loop where it can. */
export type Extractor = {
  readonly kind: "worker" | "inline";
  extract(task: ExtractTask): Promise<ExtractOutcome>;
  /** Resolves once a page can be extracted at once (the worker thread started and loaded). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** Costs nothing to extract (no products wanted): a thread that answers it has loaded the extractor. */
const WARM_UP: ExtractTask = { html: "", pageUrl: "https://warm-up.invalid/", limit: 0 };

/**
 * A page's work is bounded by its budget (PAGE_BUDGET: 3 s of the thread's CPU); this
 * wall-clock bound, counted from the request, is the backstop should a worker ever hang
 * anyway: the pool ends the thread and starts another, the list shows no products and the
 * page is read again after a failure's memory. Ten times the CPU budget: the worker runs at
 * a lower priority, and beside a busy neighbour it may get a tenth of a core (issue 48: at
 * 10 s a 2 MB page beside a CI run was cut off).
 */
const EXTRACT_HARD_TIMEOUT_MS = 30_000;
/** Pages waiting for a worker; more are refused (each is memoised, so this is never reached by visitors alone). */
const MAX_QUEUE = 64;

/** In this thread: for unit tests and tools that extract one page at a time. */
export function createInlineExtractor(): Extractor {
  return {
    kind: "inline",
    async extract(task) {
      const started = performance.now();
      const report = extractProductsReport(task.html, task.pageUrl, { limit: task.limit, budget: pageBudget() });
      return { ...report, ms: performance.now() - started };
    },
    async ready() {},
    async close() {},
  };
}

/**
 * A piscina pool running extraction-worker. The bundled server finds
 * extraction-worker.js beside itself; from sources (tsx, vitest) the worker is
 * the .ts file, loaded through tsx.
 */
export function createWorkerExtractor(options: { threads?: number } = {}): Extractor {
  const here = import.meta.url;
  const bundled = fileURLToPath(new URL("./extraction-worker.js", here));
  const fromSource = !here.endsWith(".js") || !existsSync(bundled);
  const filename = fromSource ? fileURLToPath(new URL("./extraction-worker.ts", here)) : bundled;
  const pool = new Piscina<ExtractTask, ExtractOutcome>({
    filename,
    execArgv: fromSource ? ["--import", "tsx"] : [],
    minThreads: 1,
    maxThreads: options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    // Below the request thread in the scheduler: on a busy machine a long extraction
    // waits for CPU rather than the answers (Linux; ignored where unsupported).
    niceIncrement: 10,
  });
  return {
    kind: "worker",
    extract: (task) => pool.run(task, { signal: AbortSignal.timeout(EXTRACT_HARD_TIMEOUT_MS) }),
    // Not under the backstop: starting a thread is not a hang, and from sources (through tsx, at
    // a lower priority, beside a busy run) it once took longer than 10 s, so the first page a
    // runtime read came back empty (issue 48).
    ready: async () => {
      await pool.run(WARM_UP);
    },
    close: () => pool.destroy(),
  };
}
