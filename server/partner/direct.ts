import { assertPartnerUrl } from "./guard";
import type { Env } from "#core/config/env";
import type { InFlight } from "../concurrency/in-flight";
import { pagesFetcher, pagesSource } from "./pages-source";
import type { PartnerSourceDefinition } from "./source";
import { fetchFailure, readBodyCapped, withTimeout } from "./body";
import { fetchFollowingRedirects } from "./follow-redirects";
import { PartnerError, CRAWL_ERRORS, type PartnerFetcher } from "./types";

type DirectProviderOptions = {
  partnerBaseUrl: string;
  timeoutMs: number;
  maxBytes: number;
  userAgent?: string;
  maxRedirects?: number;
};

const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; NebraskaFlowerDeliveryBot/1.0)";

/**
 * Plain HTTP GET of a partner page. The timeout covers the whole exchange,
 * body included; redirects are followed by hand and only while they stay on
 * the partner origin.
 */
export function createDirectProvider(options: DirectProviderOptions): PartnerFetcher {
  const origin = new URL(options.partnerBaseUrl).origin;
  const maxRedirects = options.maxRedirects ?? 5;
  return {
    name: "direct",
    async fetchAnswer(url, callerSignal) {
      const signal = withTimeout(callerSignal, options.timeoutMs);
      try {
        const response = await fetchFollowingRedirects(url, {
          allow: (address) => assertPartnerUrl(address, origin),
          maxRedirects,
          signal,
          headers: {
            "user-agent": options.userAgent ?? DEFAULT_USER_AGENT,
            accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
          },
          failed: CRAWL_ERRORS.failedToCrawl,
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          // The status stays in the visible text for 429 so the browser does not retry.
          const message = response.status === 429 ? `${CRAWL_ERRORS.failedToCrawl} (429 Rate limit)` : CRAWL_ERRORS.failedToCrawl;
          throw new PartnerError(message, `HTTP ${response.status}`, response.status);
        }
        return await readBodyCapped(response, options.maxBytes);
      } catch (error) {
        throw fetchFailure(error, signal, options.timeoutMs, CRAWL_ERRORS.failedToCrawl);
      }
    },
  };
}

/** Partner pages over plain HTTP, bounded and kept on the partner's origin (pages-source.ts). */
export function directFetcher(env: Pick<Env, "PARTNER_BASE_URL" | "PARTNER_TIMEOUT_MS" | "PARTNER_MAX_BYTES">, inFlight?: InFlight): PartnerFetcher {
  return pagesFetcher(createDirectProvider({ partnerBaseUrl: env.PARTNER_BASE_URL, timeoutMs: env.PARTNER_TIMEOUT_MS, maxBytes: env.PARTNER_MAX_BYTES }), env, inFlight);
}

/** The crawler reading the partner's category pages over plain HTTP (the default without API credentials). */
export const directSource: PartnerSourceDefinition = {
  kind: "direct",
  requires: [],
  calendar: false,
  create: (deps) => pagesSource("direct", directFetcher(deps.env, deps.inFlight), deps),
};
