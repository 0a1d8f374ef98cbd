/** Fetches one partner page's HTML. Implementations: direct HTTP and Firecrawl. */
export type CrawlProvider = {
  readonly name: string;
  fetchHtml(url: string, signal?: AbortSignal): Promise<string>;
};

/** The crawl error texts: the only crawl messages that reach a visitor (in the products API's `error`). */
export const CRAWL_ERRORS = {
  apiKeyNotFound: "API key not found",
  failedToCrawl: "Failed to crawl website",
  failedToConnect: "Failed to connect to the crawl API",
  crawlFailed: "Crawl failed",
} as const;

/**
 * A crawl failure: `message` is a spec text safe to show; `detail` says what
 * happened (status, timeout, size) for logs and the admin operations list.
 */
export class CrawlError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "CrawlError";
  }
}

/** The visitor-safe message of any error thrown while crawling. */
export function crawlErrorMessage(error: unknown): string {
  return error instanceof CrawlError ? error.message : CRAWL_ERRORS.crawlFailed;
}

/** What happened, for logs (never shown to visitors). */
export function crawlErrorDetail(error: unknown): string {
  if (error instanceof CrawlError) return `${error.message}: ${error.detail}`;
  return error instanceof Error ? error.message : String(error);
}
