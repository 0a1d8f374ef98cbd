import { fetchFailure, readBodyCapped, withTimeout } from "./body";
import type { Env } from "#core/config/env";
import type { InFlight } from "../concurrency/in-flight";
import { pagesFetcher, pagesSource } from "./pages-source";
import type { PartnerSourceDefinition } from "./source";
import { PartnerError, CRAWL_ERRORS, type PartnerFetcher } from "./types";

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
export function createFirecrawlProvider(options: FirecrawlProviderOptions): PartnerFetcher {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;

  return {
    name: "firecrawl",
    async fetchAnswer(url, callerSignal) {
      if (!options.apiKey) throw new PartnerError(CRAWL_ERRORS.apiKeyNotFound, "FIRECRAWL_API_KEY is not set");
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
        if (!response.ok) throw new PartnerError(CRAWL_ERRORS.failedToCrawl, `crawl API answered HTTP ${response.status}`, response.status);
        try {
          return JSON.parse(text) as CrawlBody;
        } catch {
          throw new PartnerError(CRAWL_ERRORS.failedToCrawl, "crawl API answered with invalid JSON");
        }
      };

      let body = await call("/v1/crawl", {
        method: "POST",
        body: JSON.stringify({ url, limit: 1, scrapeOptions: { formats: ["markdown", "html"] } }),
      });
      if (body.success === false) throw new PartnerError(CRAWL_ERRORS.failedToCrawl, describe(body.error));
      const id = typeof body.id === "string" ? body.id : undefined;
      while (isRunning(body.status) || !Array.isArray(body.data)) {
        if (!id) throw new PartnerError(CRAWL_ERRORS.crawlFailed, "crawl API returned neither data nor a job id");
        await sleep(pollIntervalMs, signal);
        body = await call(`/v1/crawl/${encodeURIComponent(id)}`);
        if (body.success === false || body.status === "failed" || body.status === "cancelled") {
          throw new PartnerError(CRAWL_ERRORS.failedToCrawl, describe(body.error ?? body.status));
        }
      }
      const page = Array.isArray(body.data) ? (body.data[0] as CrawlPage | undefined) : undefined;
      const html = [page?.html, page?.content, body.content].find((value) => typeof value === "string" && value.trim() !== "");
      if (typeof html !== "string") throw new PartnerError(CRAWL_ERRORS.crawlFailed, "crawl returned no html");
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
    if (signal.aborted) return reject(new PartnerError(CRAWL_ERRORS.failedToCrawl, "timed out while polling"));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new PartnerError(CRAWL_ERRORS.failedToCrawl, "timed out while polling"));
      },
      { once: true },
    );
  });
}

/** Partner pages through the Firecrawl API, bounded and kept on the partner's origin (pages-source.ts). */
export function firecrawlFetcher(
  env: Pick<Env, "PARTNER_BASE_URL" | "PARTNER_TIMEOUT_MS" | "PARTNER_MAX_BYTES" | "FIRECRAWL_API_URL" | "FIRECRAWL_API_KEY">,
  options: { inFlight?: InFlight; pollIntervalMs?: number } = {},
): PartnerFetcher {
  const { pollIntervalMs } = options;
  const fetcher = createFirecrawlProvider({ apiUrl: env.FIRECRAWL_API_URL, apiKey: env.FIRECRAWL_API_KEY, timeoutMs: env.PARTNER_TIMEOUT_MS, maxBytes: env.PARTNER_MAX_BYTES, ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }) });
  return pagesFetcher(fetcher, env, options.inFlight);
}

/** The crawler reading the partner's category pages through the Firecrawl API (PARTNER_PROVIDER=firecrawl). */
export const firecrawlSource: PartnerSourceDefinition = {
  kind: "firecrawl",
  requires: ["FIRECRAWL_API_KEY"],
  calendar: false,
  create: (deps) => pagesSource("firecrawl", firecrawlFetcher(deps.env, { ...(deps.inFlight ? { inFlight: deps.inFlight } : {}), ...(deps.pollIntervalMs === undefined ? {} : { pollIntervalMs: deps.pollIntervalMs }) }), deps),
};
