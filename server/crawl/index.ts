import type { Env } from "#core/config/env";
import { createDirectProvider } from "./direct";
import { createFirecrawlProvider } from "./firecrawl";
import { guardProvider } from "./guard";
import type { CrawlProvider } from "./types";

type CrawlConfig = Pick<
  Env,
  "CRAWL_PROVIDER" | "PARTNER_BASE_URL" | "CRAWL_TIMEOUT_MS" | "CRAWL_MAX_BYTES" | "FIRECRAWL_API_URL" | "FIRECRAWL_API_KEY"
>;

/** The configured provider, wrapped so it only ever fetches partner-origin URLs. */
export function createCrawlProvider(config: CrawlConfig, overrides: { pollIntervalMs?: number } = {}): CrawlProvider {
  const provider =
    config.CRAWL_PROVIDER === "firecrawl"
      ? createFirecrawlProvider({
          apiUrl: config.FIRECRAWL_API_URL,
          apiKey: config.FIRECRAWL_API_KEY,
          timeoutMs: config.CRAWL_TIMEOUT_MS,
          maxBytes: config.CRAWL_MAX_BYTES,
          ...overrides,
        })
      : createDirectProvider({
          partnerBaseUrl: config.PARTNER_BASE_URL,
          timeoutMs: config.CRAWL_TIMEOUT_MS,
          maxBytes: config.CRAWL_MAX_BYTES,
        });
  return guardProvider(provider, config.PARTNER_BASE_URL);
}

export { createDirectProvider } from "./direct";
export { createFirecrawlProvider } from "./firecrawl";
export { assertPartnerUrl, guardProvider } from "./guard";
export { CrawlError, type CrawlProvider } from "./types";
