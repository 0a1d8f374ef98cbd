import { shortHash } from "../hash/short-hash";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiatedResponse } from "./negotiation";

// zlib's async forms run on libuv's thread pool: compressing a page never blocks requests.
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const MAX_CACHED_BYTES = 2_000_000;

type StaticFile = {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  extraHeaders: Record<string, string>;
};

/**
 * Serves the client build: prerendered HTML and hashed assets, compressed once
 * and kept in memory, so a page costs a map lookup rather than disk and zlib work.
 */
export function createStaticFiles(
  root: string,
  htmlHeaders: (html: string) => Record<string, string> = () => ({}),
  /** Sent with every file (the security headers), so the answer needs no rebuilding on its way out. */
  everyHeaders: Record<string, string> = {},
) {
  // Promises, so concurrent first requests for one file share one read and one compression.
  const cache = new Map<string, Promise<StaticFile | null>>();

  async function load(relative: string): Promise<StaticFile | null> {
    const file = path.join(root, relative);
    // Refuse anything that resolves outside the build (.., encoded slashes).
    if (!file.startsWith(root + path.sep)) return null;
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > MAX_CACHED_BYTES) return null;
    } catch {
      return null;
    }
    const body = await readFile(file);
    const ext = path.extname(file).toLowerCase();
    const type = TYPES[ext] ?? "application/octet-stream";
    const compressible = COMPRESSIBLE.test(type) && body.length > 512;
    const immutable = relative.startsWith(`assets${path.sep}`) || relative.startsWith("assets/");
    return {
      body,
      type,
      gzip: compressible ? await gzipAsync(body, { level: 9 }) : undefined,
      br: compressible ? await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
      etag: `"${shortHash(body, 20)}"`,
      cacheControl: immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      extraHeaders: { ...everyHeaders, ...(type.startsWith("text/html") ? htmlHeaders(body.toString("utf8")) : {}) },
    };
  }

  /** The file for a URL path (a directory path maps to its index.html), or null. */
  async function lookup(urlPath: string): Promise<StaticFile | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const relative = path.normalize(decoded.endsWith("/") ? `${decoded}index.html` : decoded).replace(/^([/\\])+/, "");
    const cached = cache.get(relative);
    if (cached) return cached;
    const loading = load(relative).catch(() => null);
    cache.set(relative, loading);
    const file = await loading;
    // Remember misses too, but only a bounded number, so random paths cannot grow memory.
    if (!file && cache.size > 5000) cache.delete(relative);
    return file;
  }

  function respond(file: StaticFile, request: Request): Response {
    const headers = new Headers({ "Content-Type": file.type, "Cache-Control": file.cacheControl, ...file.extraHeaders });
    return negotiatedResponse(file, request, { headers });
  }

  return { lookup, respond };
}

export type StaticFiles = ReturnType<typeof createStaticFiles>;
