/**
 * The worker side of the extraction pool (server/partner/extraction.ts): one
 * partner page in, its products out. Bundled to build/node/extraction-worker.js.
 */
import { extractProductsReport } from "#core/products/extract";
import type { ExtractTask, ExtractOutcome } from "./extraction";
import { pageBudget } from "./page-budget";

export default function extract(task: ExtractTask): ExtractOutcome {
  const started = performance.now();
  const report = extractProductsReport(task.html, task.pageUrl, { limit: task.limit, budget: pageBudget() });
  return { ...report, ms: performance.now() - started };
}
