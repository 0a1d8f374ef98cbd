/**
 * Where product pictures may come from by default (issue 29): the partner's origin, the
 * partner API's own origin, and the partner's domain with its subdomains (its CDN, as
 * `cdn.floristone.com` is for `www.floristone.com`), plus PARTNER_IMAGE_ORIGINS. A
 * subdomain entry is written `scheme://*.domain[:port]`; every other entry is an exact origin.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * `scheme://*.domain[:port]` for the partner's domain (its host without a leading `www.`),
 * or undefined when the host has no subdomains to speak of (an IP address, `localhost`, or a
 * bare top-level name).
 */
export function partnerDomainPattern(partnerOrigin: string): string | undefined {
  const url = new URL(partnerOrigin);
  const host = url.hostname.replace(/^www\./, "");
  if (IPV4.test(host) || host.startsWith("[") || !host.includes(".")) return undefined;
  return `${url.protocol}//*.${host}${url.port ? `:${url.port}` : ""}`;
}

/** The default picture origins, with the configured ones after them, each once. */
export function defaultPictureOrigins(options: { partnerOrigin: string; apiOrigin?: string; configured?: readonly string[] }): string[] {
  const pattern = partnerDomainPattern(options.partnerOrigin);
  return [...new Set([options.partnerOrigin, ...(options.apiOrigin ? [options.apiOrigin] : []), ...(pattern ? [pattern] : []), ...(options.configured ?? [])])];
}

/**
 * True when the URL's origin is `allowed`: the same scheme, host and port, or for a
 * `*.domain` entry the domain itself or any name under it (same scheme and port).
 */
export function originAllows(url: URL, allowed: string): boolean {
  const wildcard = /^(https?:)\/\/\*\.([^/:]+)(?::(\d+))?$/.exec(allowed);
  if (!wildcard) return url.origin === allowed;
  const [, scheme, domain, port = ""] = wildcard;
  if (url.protocol !== scheme || url.port !== port) return false;
  const host = url.hostname;
  return host === domain || host.endsWith(`.${domain as string}`);
}
