/** Fetches one partner page's HTML. Implementations: direct HTTP and Firecrawl. */
export type PartnerFetcher = {
  readonly name: string;
  fetchAnswer(url: string, signal?: AbortSignal): Promise<string>;
};

/** The crawl error texts: the only crawl messages that reach a visitor (in the products API's `error`). */
export const CRAWL_ERRORS = {
  apiKeyNotFound: "API key not found",
  failedToCrawl: "Failed to crawl website",
  failedToConnect: "Failed to connect to the crawl API",
  crawlFailed: "Crawl failed",
} as const;

/**
 * A partner failure (a crawl or an API call): `message` is a spec text safe to show; `detail` says what
 * happened (status, timeout, size) for logs and the admin operations list.
 */
export class PartnerError extends Error {
  constructor(
    message: string,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PartnerError";
  }
}

/** The visitor-safe message of any error thrown while crawling. */
export function partnerErrorMessage(error: unknown): string {
  return error instanceof PartnerError ? error.message : CRAWL_ERRORS.crawlFailed;
}

/** What happened, for logs (never shown to visitors). */
export function partnerErrorDetail(error: unknown): string {
  if (error instanceof PartnerError) return `${error.message}: ${error.detail}`;
  return error instanceof Error ? error.message : String(error);
}
