import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityOptions = {
  /** The partner's origin: the only place besides ours a form may be sent (form-action). */
  partnerOrigin: string;
  hsts: boolean;
  /** Off only in development, where Vite injects inline scripts of its own. */
  csp?: boolean;
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const SCRIPT_TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const JAVASCRIPT_MIME = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

/**
 * Whether the browser runs the script element (HTML's "prepare the script element"): no
 * type, a JavaScript MIME type, or one of the script kinds CSP governs. Anything else,
 * such as application/ld+json, is a data block; CSP never applies to it, so hashing it
 * would only lengthen every page's header.
 */
function isExecutable(attributes: string): boolean {
  const match = SCRIPT_TYPE.exec(attributes);
  const type = match ? (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase() : undefined;
  if (type === undefined || type === "") return true;
  return type === "module" || type === "importmap" || type === "speculationrules" || JAVASCRIPT_MIME.test(type);
}

/** sha256 sources for every inline script of a document, so CSP needs no 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", body = ""] = match;
    if (/(?:^|\s)src\s*=/.test(attributes) || body.length === 0 || !isExecutable(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of one HTML document. */
export function contentSecurityPolicy(html: string, options: SecurityOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    // React and Radix set style attributes; styles cannot run script, so this is the accepted trade.
    "style-src 'self' 'unsafe-inline'",
    // Product pictures come from our own /img/: no page asks a third party for anything.
    "img-src 'self' data:",
    // Fonts, fetches and the manifest fall back to default-src 'self'; naming them again cost
    // every document 55 bytes of header inside its first round trip.
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // The plain search form (/api/find/) answers with a redirect to the partner, which form-action also governs.
    `form-action 'self' ${options.partnerOrigin}`,
  ];
  if (options.hsts) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers every response carries. */
export function baseSecurityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(options.hsts ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}

/**
 * The response with the base headers (and, for HTML without one, a CSP). Files and
 * memoised pages arrive with all of them set and are returned as they are, since
 * rebuilding a Response copies its body (0.25x of plain node:http on the towns list). Anything
 * else becomes a new Response built from a plain Headers: @hono/node-server's lightweight
 * responses keep their original init, and compress() re-wraps from it, so headers set on
 * one in place were lost.
 */
async function withSecurityHeaders(response: Response, options: SecurityOptions, base = baseSecurityHeaders(options)): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  const addCsp =
    options.csp !== false && type.startsWith("text/html") && !response.headers.has("content-security-policy") && !response.headers.has("content-encoding") && response.body !== null;
  const complete = Object.entries(base).every(([name, value]) => response.headers.get(name) === value) && !response.headers.has("x-powered-by");
  if (!addCsp && complete) return response;
  const headers = new Headers(response.headers);
  let body: BodyInit | null = response.body;
  if (addCsp) {
    const html = await response.text();
    headers.set("Content-Security-Policy", contentSecurityPolicy(html, options));
    headers.delete("content-length");
    body = html;
  }
  for (const [name, value] of Object.entries(base)) headers.set(name, value);
  headers.delete("x-powered-by");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Sets the base headers on every response and gives server-rendered HTML a CSP
 * with the hashes of its own inline scripts. Prerendered files bring their CSP
 * with them (computed once when the file is loaded).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const base = baseSecurityHeaders(options);
  return async (c, next) => {
    await next();
    const response = await withSecurityHeaders(c.res, options, base);
    if (response === c.res) return;
    c.res = undefined;
    c.res = response;
  };
}

/**
 * For @hono/node-server's `errorHandler`: the answers it makes itself (400 for a
 * request it cannot parse, e.g. a backslash path; 500 if the app throws past
 * onError) carry the same headers as every other response.
 */
export function serverErrorHandler(options: SecurityOptions): (error: unknown) => Promise<Response> {
  return (error) => {
    const badRequest = error instanceof Error && error.name === "RequestError";
    const response = new Response(badRequest ? "Bad Request" : "Internal Server Error", {
      status: badRequest ? 400 : 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
    return withSecurityHeaders(response, options);
  };
}
