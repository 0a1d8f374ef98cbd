import { assertPartnerUrl } from "./guard";
import { fetchFailure, readBodyCapped, withTimeout } from "./body";
import { CrawlError, CRAWL_ERRORS, type CrawlProvider } from "./types";

type DirectProviderOptions = {
  partnerBaseUrl: string;
  timeoutMs: number;
  maxBytes: number;
  userAgent?: string;
  maxRedirects?: number;
};

const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; NebraskaFlowerDeliveryBot/1.0)";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Plain HTTP GET of a partner page. The timeout covers the whole exchange,
 * body included; redirects are followed by hand and only while they stay on
 * the partner origin.
 */
export function createDirectProvider(options: DirectProviderOptions): CrawlProvider {
  const origin = new URL(options.partnerBaseUrl).origin;
  const maxRedirects = options.maxRedirects ?? 5;
  return {
    name: "direct",
    async fetchHtml(url, callerSignal) {
      const signal = withTimeout(callerSignal, options.timeoutMs);
      try {
        let target = assertPartnerUrl(url, origin);
        for (let hop = 0; ; hop += 1) {
          const response = await fetch(target, {
            redirect: "manual",
            signal,
            headers: {
              "user-agent": options.userAgent ?? DEFAULT_USER_AGENT,
              accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
            },
          });
          if (REDIRECT_STATUSES.has(response.status)) {
            await response.body?.cancel().catch(() => undefined);
            const location = response.headers.get("location");
            if (!location || hop >= maxRedirects) {
              throw new CrawlError(CRAWL_ERRORS.failedToCrawl, location ? "too many redirects" : "redirect without location");
            }
            target = assertPartnerUrl(new URL(location, target).toString(), origin);
            continue;
          }
          if (!response.ok) {
            await response.body?.cancel().catch(() => undefined);
            // The status stays in the visible text for 429 so the browser does not retry.
            const message = response.status === 429 ? `${CRAWL_ERRORS.failedToCrawl} (429 Rate limit)` : CRAWL_ERRORS.failedToCrawl;
            throw new CrawlError(message, `HTTP ${response.status}`, response.status);
          }
          return await readBodyCapped(response, options.maxBytes);
        }
      } catch (error) {
        throw fetchFailure(error, signal, options.timeoutMs, CRAWL_ERRORS.failedToCrawl);
      }
    },
  };
}
