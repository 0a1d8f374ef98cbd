import type { Env } from "#core/config/env";
import { createDirectProvider } from "./direct";
import type { PartnerApiClient } from "../partner-api/client";
import { createFirecrawlProvider } from "./firecrawl";
import { createFloristoneApiProvider } from "./floristone-api";
import { guardProvider } from "./guard";
import type { CrawlProvider } from "./types";

type CrawlConfig = Pick<
  Env,
  "CRAWL_PROVIDER" | "PARTNER_BASE_URL" | "CRAWL_TIMEOUT_MS" | "CRAWL_MAX_BYTES" | "FIRECRAWL_API_URL" | "FIRECRAWL_API_KEY"
>;

/**
 * The configured provider, wrapped so it only ever fetches partner-origin URLs; with
 * floristone-api, addresses under the API base go to `partnerApi` instead.
 */
export function createCrawlProvider(config: CrawlConfig, overrides: { pollIntervalMs?: number; partnerApi?: PartnerApiClient } = {}): CrawlProvider {
  const provider =
    config.CRAWL_PROVIDER === "firecrawl"
      ? createFirecrawlProvider({
          apiUrl: config.FIRECRAWL_API_URL,
          apiKey: config.FIRECRAWL_API_KEY,
          timeoutMs: config.CRAWL_TIMEOUT_MS,
          maxBytes: config.CRAWL_MAX_BYTES,
          ...(overrides.pollIntervalMs === undefined ? {} : { pollIntervalMs: overrides.pollIntervalMs }),
        })
      : createDirectProvider({
          partnerBaseUrl: config.PARTNER_BASE_URL,
          timeoutMs: config.CRAWL_TIMEOUT_MS,
          maxBytes: config.CRAWL_MAX_BYTES,
        });
  const guarded = guardProvider(provider, config.PARTNER_BASE_URL);
  if (config.CRAWL_PROVIDER !== "floristone-api") return guarded;
  if (!overrides.partnerApi) throw new Error("CRAWL_PROVIDER=floristone-api needs the partner API client");
  return createFloristoneApiProvider(overrides.partnerApi, guarded);
}

export { createDirectProvider } from "./direct";
export { createFirecrawlProvider } from "./firecrawl";
export { assertPartnerUrl, guardProvider } from "./guard";
export { CrawlError, type CrawlProvider } from "./types";
