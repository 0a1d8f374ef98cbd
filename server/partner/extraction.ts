import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { extractProductsReport, type ExtractReport } from "#core/products/extract";

export type ExtractTask = { html: string; pageUrl: string; limit: number };
export type ExtractOutcome = ExtractReport & { ms: number };

/** Turns a stored partner page into product cards, off the request's event loop where it can. */
export type Extractor = {
  readonly kind: "worker" | "inline";
  extract(task: ExtractTask): Promise<ExtractOutcome>;
  close(): Promise<void>;
};

/**
 * A page's work is bounded by its budget (PAGE_BUDGET); this is the backstop should a
 * worker ever hang anyway: the pool ends the thread and starts another.
 */
const EXTRACT_HARD_TIMEOUT_MS = 10_000;
/** Pages waiting for a worker; more are refused (each is memoised, so this is never reached by visitors alone). */
const MAX_QUEUE = 64;

/** In this thread: for unit tests and tools that extract one page at a time. */
export function createInlineExtractor(): Extractor {
  return {
    kind: "inline",
    async extract(task) {
      const started = performance.now();
      const report = extractProductsReport(task.html, task.pageUrl, { limit: task.limit });
      return { ...report, ms: performance.now() - started };
    },
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
    close: () => pool.destroy(),
  };
}
