import type { Env } from "#core/config/env";
import type { PartnerProvider } from "#core/config/provider";
import { createDirectProvider } from "./direct";
import type { PartnerApiClient } from "./client";
import { createFirecrawlProvider } from "./firecrawl";
import { createFloristoneApiProvider } from "./api-provider";
import { guardProvider } from "./guard";
import type { CrawlProvider } from "./types";
import type { InFlight } from "../concurrency/in-flight";

type FetchLimits = Pick<Env, "PARTNER_BASE_URL" | "CRAWL_TIMEOUT_MS" | "CRAWL_MAX_BYTES">;

/**
 * The page cache's fetcher for the chosen provider, wrapped so it only ever fetches
 * partner-origin URLs; with the API, addresses under the API base go to `partnerApi`.
 */
export function createCrawlProvider(
  provider: PartnerProvider,
  limits: FetchLimits,
  overrides: { pollIntervalMs?: number; partnerApi?: PartnerApiClient; inFlight?: InFlight } = {},
): CrawlProvider {
  const fetcher =
    provider.kind === "firecrawl"
      ? createFirecrawlProvider({
          apiUrl: provider.apiUrl,
          apiKey: provider.apiKey,
          timeoutMs: limits.CRAWL_TIMEOUT_MS,
          maxBytes: limits.CRAWL_MAX_BYTES,
          ...(overrides.pollIntervalMs === undefined ? {} : { pollIntervalMs: overrides.pollIntervalMs }),
        })
      : createDirectProvider({
          partnerBaseUrl: limits.PARTNER_BASE_URL,
          timeoutMs: limits.CRAWL_TIMEOUT_MS,
          maxBytes: limits.CRAWL_MAX_BYTES,
        });
  const { inFlight } = overrides;
  // Page fetches share the bound on partner requests in flight with the API client (issue 39).
  const bounded: CrawlProvider = inFlight ? { ...fetcher, fetchHtml: (url, signal) => inFlight.run(() => fetcher.fetchHtml(url, signal), signal) } : fetcher;
  const guarded = guardProvider(bounded, limits.PARTNER_BASE_URL);
  if (provider.kind !== "floristone-api") return guarded;
  if (!overrides.partnerApi) throw new Error("the floristone-api provider needs the partner API client");
  return createFloristoneApiProvider(overrides.partnerApi, guarded);
}

export { createDirectProvider } from "./direct";
export { createFirecrawlProvider } from "./firecrawl";
export { assertPartnerUrl, guardProvider } from "./guard";
export { CrawlError, type CrawlProvider } from "./types";
