import { originAllows } from "#core/products/picture-origins";
import { fetchFailure, readBytesCapped, withTimeout } from "../partner/body";
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

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
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
    let target = assertAllowed(url, options.origins);
    for (let hop = 0; ; hop += 1) {
      const response = await fetch(target, {
        redirect: "manual",
        signal,
        headers: {
          "user-agent": options.userAgent ?? "Mozilla/5.0 (compatible; NebraskaFlowerDeliveryBot/1.0)",
          accept: "image/avif,image/webp,image/jpeg,image/png,image/gif;q=0.8",
        },
      });
      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location || hop >= maxRedirects) throw new PartnerError(FAILED, location ? "too many redirects" : "redirect without location");
        target = assertAllowed(new URL(location, target).toString(), options.origins);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new PartnerError(FAILED, `HTTP ${response.status}`, response.status);
      }
      return await readBytesCapped(response, options.maxBytes, FAILED);
    }
  } catch (error) {
    throw fetchFailure(error, signal, options.timeoutMs, FAILED);
  }
}
