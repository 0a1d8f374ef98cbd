import { PartnerError } from "./types";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type FollowOptions = {
  /** Checks each address before it is asked, the first one and every redirect's: the URL to ask, or a throw saying why not. */
  allow: (url: string) => URL;
  maxRedirects: number;
  /** Bounds the whole exchange, every hop included (withTimeout's). */
  signal: AbortSignal;
  headers: Record<string, string>;
  /** The PartnerError text for a redirect with no location or one too many. */
  failed: string;
};

/**
 * A GET with its redirects followed by hand, as the crawler and the picture fetch need:
 * each hop's address checked again before it is asked, at most `maxRedirects` hops, each
 * redirect's body cancelled unread. Returns the first answer that is not a redirect, whatever
 * its status; the caller judges the status and reads the body under its own size cap.
 */
export async function fetchFollowingRedirects(url: string, options: FollowOptions): Promise<Response> {
  let target = options.allow(url);
  for (let hop = 0; ; hop += 1) {
    const response = await fetch(target, { redirect: "manual", signal: options.signal, headers: options.headers });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get("location");
    if (!location || hop >= options.maxRedirects) throw new PartnerError(options.failed, location ? "too many redirects" : "redirect without location");
    target = options.allow(new URL(location, target).toString());
  }
}
