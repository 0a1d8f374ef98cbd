import { originAllows } from "#core/products/picture-origins";
import { fetchFailure, readBytesCapped, withTimeout } from "../partner/body";
import { fetchFollowingRedirects } from "../partner/follow-redirects";
import { assertPartnerUrl } from "../partner/guard";
import { PartnerError } from "../partner/types";

export type SourceFetchOptions = {
  /** Origins a picture (and every redirect on the way to it) may be on. */
  origins: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  userAgent?: string;
};

const FAILED = "Failed to fetch image";

/**
 * The URL if it is on one of `origins` under the crawler's rules (scheme, no credentials,
 * allowed origin; a `scheme://*.domain` entry allows that domain and its subdomains).
 */
function assertAllowed(url: string, origins: readonly string[]): URL {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // refused below with the crawler's reason
  }
  // The crawler's checks (address, scheme, credentials) against the URL's own origin, so each refusal says why.
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:") || origins.some((origin) => originAllows(parsed, origin))) {
    return assertPartnerUrl(url, parsed?.origin ?? "http://invalid");
  }
  throw new PartnerError(FAILED, `refused: ${parsed.origin} is not the partner origin or an allowed picture origin`);
}

/**
 * The bytes of one partner picture, under the crawler's rules: only allow-listed origins,
 * redirects followed by hand and each hop checked again, one timeout for the whole exchange,
 * the response-size cap counted as the body streams. Throws a PartnerError.
 */
export async function fetchImageSource(url: string, options: SourceFetchOptions): Promise<Buffer> {
  const signal = withTimeout(undefined, options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  try {
    const response = await fetchFollowingRedirects(url, {
      allow: (address) => assertAllowed(address, options.origins),
      maxRedirects,
      signal,
      headers: {
        "user-agent": options.userAgent ?? "Mozilla/5.0 (compatible; NebraskaFlowerDeliveryBot/1.0)",
        accept: "image/avif,image/webp,image/jpeg,image/png,image/gif;q=0.8",
      },
      failed: FAILED,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new PartnerError(FAILED, `HTTP ${response.status}`, response.status);
    }
    return await readBytesCapped(response, options.maxBytes, FAILED);
  } catch (error) {
    throw fetchFailure(error, signal, options.timeoutMs, FAILED);
  }
}
