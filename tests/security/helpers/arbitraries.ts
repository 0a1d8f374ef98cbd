/** fast-check generators of hostile request targets, and how to judge where one lands. */
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { PARTNER_CATEGORY_PATHS } from "#core/affiliate/links";
import { BUILD_DIR } from "./app";

/** Pieces attackers put in paths: traversal, encoded separators, NUL, CRLF, overlong UTF-8, markup. */
export const HOSTILE_TOKENS = [
  "..", ".", "%2e%2e", "%2E%2E", ".%2e", "%2e.", "..%2f", "..%2F", "%2e%2e%2f", "..%5c", "%5c", "%2f", "%2F", "%252e%252e%252f",
  "%00", "%0d%0a", "%0aSet-Cookie:x=1", "%c0%ae%c0%ae", "%c0%af", "%ff", "%", "%%", "%zz", "~", ";", "@", ":", "\\", "//",
  "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'", "%22", "%3C", "${7*7}", "{{7*7}}", "\u0000", "\u202e", "\ufeff",
  "index.html", "package.json", ".env", "etc", "passwd", "server.js", "node", "server", "client", "build", "var", "e2e.sqlite",
  "assets", "images", "api", "cities", "categories", "about", "__manifest", "_root.data", "x.data", ".data",
];

const longSegment = fc.string({ unit: "grapheme-ascii", minLength: 256, maxLength: 4096 });

export const segmentArb = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 12 }) },
  { weight: 3, arbitrary: fc.webSegment() },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TOKENS) },
  { weight: 1, arbitrary: longSegment },
);

const queryArb = fc.oneof(
  fc.constant(""),
  fc.webQueryParameters().map((query) => `?${query}`),
  fc.array(fc.tuple(segmentArb, segmentArb), { maxLength: 4 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
);

/** A raw path (not encoded: the URL parser encodes what it must), with an optional query. */
export const rawPathArb = fc
  .tuple(fc.array(segmentArb, { minLength: 1, maxLength: 5 }), fc.boolean(), queryArb)
  .map(([segments, slash, query]) => `/${segments.join("/")}${slash ? "/" : ""}${query}`);

/** Paths that mix traversal with names of real files in and around the build. */
export const traversalPathArb = fc
  .tuple(fc.array(fc.constantFrom(...HOSTILE_TOKENS.filter((token) => !token.includes("<"))), { minLength: 1, maxLength: 8 }), fc.constantFrom("/", "/", "%2f", "%5c", "\\"))
  .map(([segments, separator]) => `/${segments.join(separator)}`);

export const oddMethodArb = fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "POST", "PROPFIND", "MKCOL", "LINK", "FOO", "purge");

export const CATEGORY_SLUGS = Object.keys(PARTNER_CATEGORY_PATHS);

/** Top-level names the site answers (routes, prerendered files); anything else is unknown. */
const KNOWN_TOP = new Set([
  ...readdirSync(path.join(BUILD_DIR, "client")).map((name) => name.toLowerCase()),
  "", "categories", "cities", "about", "contact", "privacy-policy", "terms", "terms-of-service",
  "sitemap.xml", "rss.xml", "robots.txt", "api", "__manifest", "_root",
]);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * True when a request path could reach a real page or file: its first segment
 * names one (decoded, any case, with or without .data), or a segment is a
 * dot segment or hides a separator. Only the other paths must be 404s.
 */
export function mayBeKnown(pathname: string): boolean {
  if (pathname === "/") return true;
  const segments = pathname.split("/").slice(1).map(decodeSegment);
  if (segments.some((segment) => segment === "." || segment === ".." || /[/\\]/.test(segment))) return true;
  const first = (segments.find((segment) => segment !== "") ?? "").toLowerCase();
  return KNOWN_TOP.has(first) || KNOWN_TOP.has(first.replace(/\.data$/, ""));
}

/** Markers of files that must never be served: sources, the server bundles, the database, system files. */
export const LEAK_MARKERS = ['"devDependencies"', "root:x:0:0", "SQLite format 3", "allowedActionOrigins", "loadConfigOrExit", "BEGIN PRIVATE KEY"];
