import type { Context } from "hono";

/**
 * Whether the browser says the request was made by a page of this site, or typed by the
 * visitor: Sec-Fetch-Site "same-origin" or "none"; from a browser that does not send it, a
 * Referer on the site's origin (SITE_URL). An `<img>` or a link on another site, a script
 * without headers, and a sibling subdomain ("same-site") are not.
 */
export function isSameOriginRequest(c: Context, siteUrl: string): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  const referer = c.req.header("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/** The beacon's rule: a browser that marks the request as from another site (or subdomain) is refused; no mark is let through. */
export function isMarkedForeign(c: Context): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  return fetchSite === "cross-site" || fetchSite === "same-site";
}
