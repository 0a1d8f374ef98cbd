import { fetchFailure, readBodyCapped, withTimeout } from "./body";
import { CrawlError, CRAWL_ERRORS, type CrawlProvider } from "./types";

type FirecrawlProviderOptions = {
  apiUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  maxBytes: number;
  pollIntervalMs?: number;
};

type CrawlPage = { html?: unknown; content?: unknown };
type CrawlBody = { success?: unknown; id?: unknown; status?: unknown; error?: unknown; data?: unknown; content?: unknown };

/**
 * The Firecrawl crawl API: a crawl of one page, limit 1, formats
 * markdown and html; the job is polled until done and the HTML is read from
 * data[0].html or content. The key is sent only to the configured API.
 */
export function createFirecrawlProvider(options: FirecrawlProviderOptions): CrawlProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;

  return {
    name: "firecrawl",
    async fetchHtml(url, callerSignal) {
      if (!options.apiKey) throw new CrawlError(CRAWL_ERRORS.apiKeyNotFound, "FIRECRAWL_API_KEY is not set");
      const signal = withTimeout(callerSignal, options.timeoutMs);
      const call = async (path: string, init: RequestInit = {}): Promise<CrawlBody> => {
        let response: Response;
        try {
          response = await fetch(`${apiUrl}${path}`, {
            ...init,
            signal,
            redirect: "error",
            headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
          });
        } catch (error) {
          throw fetchFailure(error, signal, options.timeoutMs, CRAWL_ERRORS.failedToConnect);
        }
        const text = await readBodyCapped(response, options.maxBytes * 3).catch((error: unknown) => {
          throw fetchFailure(error, signal, options.timeoutMs, CRAWL_ERRORS.failedToCrawl);
        });
        if (!response.ok) throw new CrawlError(CRAWL_ERRORS.failedToCrawl, `crawl API answered HTTP ${response.status}`, response.status);
        try {
          return JSON.parse(text) as CrawlBody;
        } catch {
          throw new CrawlError(CRAWL_ERRORS.failedToCrawl, "crawl API answered with invalid JSON");
        }
      };

      let body = await call("/v1/crawl", {
        method: "POST",
        body: JSON.stringify({ url, limit: 1, scrapeOptions: { formats: ["markdown", "html"] } }),
      });
      if (body.success === false) throw new CrawlError(CRAWL_ERRORS.failedToCrawl, describe(body.error));
      const id = typeof body.id === "string" ? body.id : undefined;
      while (isRunning(body.status) || !Array.isArray(body.data)) {
        if (!id) throw new CrawlError(CRAWL_ERRORS.crawlFailed, "crawl API returned neither data nor a job id");
        await sleep(pollIntervalMs, signal);
        body = await call(`/v1/crawl/${encodeURIComponent(id)}`);
        if (body.success === false || body.status === "failed" || body.status === "cancelled") {
          throw new CrawlError(CRAWL_ERRORS.failedToCrawl, describe(body.error ?? body.status));
        }
      }
      const page = Array.isArray(body.data) ? (body.data[0] as CrawlPage | undefined) : undefined;
      const html = [page?.html, page?.content, body.content].find((value) => typeof value === "string" && value.trim() !== "");
      if (typeof html !== "string") throw new CrawlError(CRAWL_ERRORS.crawlFailed, "crawl returned no html");
      return html;
    },
  };
}

function isRunning(status: unknown): boolean {
  return status === "scraping" || status === "pending" || status === "queued";
}

function describe(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 200) : "crawl API reported a failure";
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new CrawlError(CRAWL_ERRORS.failedToCrawl, "timed out while polling"));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new CrawlError(CRAWL_ERRORS.failedToCrawl, "timed out while polling"));
      },
      { once: true },
    );
  });
}
