import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ProductsResponse } from "#core/products/schema";
import type { ProductSource } from "#core/products/source";
import type { OnDemandPage } from "#core/site/page-route";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The Astro server entry's export (app/astro/server-entry.ts). */
export type RenderPage = (request: Request, locals: { featured?: ProductsResponse | null; category?: ProductsResponse | null }) => Promise<Response>;

/** Products for a page from the page cache, or null when none could be had in time. */
export type LoadProducts = (source: ProductSource) => Promise<ProductsResponse | null>;

/** encoded: "fast" until the background pass has recompressed the page at the highest levels. */
type RenderedPage = { status: number; body: Buffer; gzip: Buffer; br: Buffer; encoded: "fast" | "best"; etag: string; csp: string };

type RenderedPagesOptions = {
  render: RenderPage;
  loadProducts: LoadProducts;
  siteUrl: string;
  /** The CSP of one document (hashes of its inline scripts). */
  csp: (html: string) => string;
  /** Sent with every page (the security headers), so the answer needs no rebuilding on its way out. */
  everyHeaders?: Record<string, string>;
  /** Rendered versions kept; each is one page for one product version. */
  maxEntries?: number;
  /** More of a page's memo key than its products (e.g. a town whose partner page is gone). */
  variant?: (page: OnDemandPage) => string;
};

// Keyed by the list object: loadProducts hands out the same object while it reuses an answer.
const versions = new WeakMap<ProductsResponse, string>();
function versionOf(products: ProductsResponse | null): string {
  if (!products || products.products.length === 0) return "none";
  let version = versions.get(products);
  if (!version) {
    version = createHash("sha1").update(JSON.stringify(products.products)).digest("base64url").slice(0, 16);
    versions.set(products, version);
  }
  return version;
}

/** The site's day (America/Chicago): pages carry dates (order-by notices), so each is kept for one day. */
const siteDay = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" });

/**
 * Home, town and category pages, rendered by Astro with the products of the page cache
 * and kept per (page, product version): a page is rendered and compressed once each
 * time its products change, then served from memory like a prerendered file
 * (docs/decisions/0008). Concurrent first requests share one render.
 */
export function createRenderedPages({ render, loadProducts, siteUrl, csp, everyHeaders = {}, maxEntries = 400, variant }: RenderedPagesOptions) {
  const entries = new Map<string, Promise<RenderedPage>>();

  async function build(page: OnDemandPage, products: ProductsResponse | null): Promise<RenderedPage> {
    const locals = page.products?.kind === "category" ? { category: products } : page.products ? { featured: products } : {};
    const response = await render(new Request(new URL(page.path, siteUrl)), locals);
    const body = Buffer.from(await response.arrayBuffer());
    const html = body.toString("utf8");
    // Fast levels for the first answer (Omaha: brotli 5 in about 7 ms); see recompress().
    const [gz, br] = await Promise.all([gzipAsync(body, { level: 6 }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })]);
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 20);
    return { status: response.status, body, gzip: gz, br, encoded: "fast", etag: `"${hash}"`, csp: csp(html) };
  }

  /**
   * A kept page is recompressed once at the highest levels, off the event loop (zlib's
   * thread pool), and swapped in: Omaha's brotli goes from 14.3 KB (quality 5) to 12.7 KB
   * (quality 11, about 170 ms), inside the first round trip. Its ETags change with it.
   */
  async function recompress(page: RenderedPage): Promise<void> {
    const [gz, br] = await Promise.all([gzipAsync(page.body, { level: 9 }), brotliAsync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
    Object.assign(page, { gzip: gz, br, encoded: "best" });
  }

  async function get(page: OnDemandPage): Promise<RenderedPage> {
    const products = page.products ? await loadProducts(page.products) : null;
    if (!page.known) return build(page, products);
    const key = `${page.path}
${versionOf(products)}
${siteDay()}
${variant?.(page) ?? ""}`;
    let entry = entries.get(key);
    if (entry) {
      // Map order is recency: a hit moves the key to the back.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    }
    entry = build(page, products);
    entries.set(key, entry);
    entry.then(recompress).catch(() => undefined);
    entry.catch(() => entries.delete(key));
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  /** The page as a response, negotiated like a static file (ETag, br/gzip). */
  async function respond(page: OnDemandPage, request: Request, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const rendered = await get(page);
    const headers = new Headers({
      ...everyHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      "Content-Security-Policy": rendered.csp,
      ...extraHeaders,
    });
    const accept = request.headers.get("accept-encoding") ?? "";
    let body = rendered.body;
    let etag = rendered.etag;
    // Each encoding has its own ETag: the bytes differ, so a strong validator must too.
    if (/\bbr\b/.test(accept)) {
      body = rendered.br;
      etag = `${rendered.etag.slice(0, -1)}-br-${rendered.encoded}"`;
      headers.set("Content-Encoding", "br");
    } else if (/\bgzip\b/.test(accept)) {
      body = rendered.gzip;
      etag = `${rendered.etag.slice(0, -1)}-gz-${rendered.encoded}"`;
      headers.set("Content-Encoding", "gzip");
    }
    headers.set("ETag", etag);
    if (request.headers.get("if-none-match") === etag && rendered.status === 200) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(body.length));
    return new Response(body as Uint8Array<ArrayBuffer>, { status: rendered.status, headers });
  }

  return { respond, size: () => entries.size };
}

export type RenderedPages = ReturnType<typeof createRenderedPages>;
