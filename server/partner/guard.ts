import { PartnerError, CRAWL_ERRORS, type PartnerFetcher } from "./types";

/**
 * The crawler's only allowed destination is the configured partner origin
 * (scheme, host and port), so no caller can point it at internal services.
 * Returns the parsed URL or throws a PartnerError.
 */
export function assertPartnerUrl(url: string, partnerOrigin: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PartnerError(CRAWL_ERRORS.failedToCrawl, "refused: not an absolute URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new PartnerError(CRAWL_ERRORS.failedToCrawl, `refused: scheme ${parsed.protocol}`);
  }
  if (parsed.username || parsed.password) {
    throw new PartnerError(CRAWL_ERRORS.failedToCrawl, "refused: credentials in URL");
  }
  if (parsed.origin !== new URL(partnerOrigin).origin) {
    throw new PartnerError(CRAWL_ERRORS.failedToCrawl, `refused: ${parsed.origin} is not the partner origin`);
  }
  return parsed;
}

/** Wraps a provider so every URL it is handed passes assertPartnerUrl first. */
export function guardProvider(provider: PartnerFetcher, partnerBaseUrl: string): PartnerFetcher {
  const origin = new URL(partnerBaseUrl).origin;
  return {
    name: provider.name,
    fetchAnswer: async (url, signal) => provider.fetchAnswer(assertPartnerUrl(url, origin).toString(), signal),
  };
}
