import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ProductsResponse } from "#core/products/schema";
import { viewSearch } from "#core/products/shop-view";
import { type OnDemandPage, onDemandPage } from "#core/site/page-route";
import { negotiatedResponse } from "../http/negotiation";
import { createRenderGate, RenderBusyError, type RenderGate } from "./render-gate";
import { createInFlight, InFlightFullError } from "../concurrency/in-flight";
import { type LoadProducts, sharedLoads } from "./shared-loads";
import { createShellMemo, cutShell, fillShell, type Shell, shellPage, unknownSlug } from "./unknown-pages";
import { siteDay } from "#core/nebraska/site-time";
import type { PageLocals } from "#core/site/page-locals";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The Astro server entry's export (app/astro/server-entry.ts); its locals are Astro.locals (core/site/page-locals.ts). */
export type RenderPage = (request: Request, locals: PageLocals) => Promise<Response>;

/** More a page shows than its products (the sympathy page's purpose sections, a service answer). */
export type PageExtras = Omit<PageLocals, "featured" | "category">;


/** encoded: "fast" until the background pass has recompressed the page at the highest levels. No br: a made-up page, gzip only. */
type RenderedPage = { status: number; body: Buffer; gzip: Buffer; br?: Buffer; encoded: "fast" | "best"; etag: string; csp: string };

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
  /** Bounds renders running and waiting at once. */
  gate?: RenderGate;
  /**
   * What a page shows besides its products, with a version that joins its memo key (the
   * sympathy page's purpose sections with the API provider). Null: nothing more.
   */
  extras?: (page: OnDemandPage) => Promise<{ locals: PageExtras; version: string } | null>;
  /**
   * A page whose query string carries a visitor's input (the sympathy page's service form):
   * the locals its answer needs, or null when the query asks nothing. Such a page is rendered
   * for its request only and never kept, so no query string can grow the memo.
   */
  queryLocals?: (page: OnDemandPage, url: URL) => Promise<PageExtras | null>;
  /**
   * Whether a query asks for an answer of its own (queryLocals would answer it). Checked before
   * any work: while the answer slots are full, a query never answered before is refused at once.
   */
  asks?: (page: OnDemandPage, url: URL) => boolean;
  /** Told when a kept page could not be recompressed (it goes on being served at the fast levels). */
  logger?: { warn(object: object, message: string): void };
};

/** Compression levels for a first answer; kept pages are recompressed at the best ones. */
const FAST = { gzip: 6, br: 5 } as const;
/**
 * A visitor's answer is never kept, so it never gets the best pass: brotli 10 keeps the sympathy
 * answer (with budget links and the delivered-price box) inside the first window, 12.6 KB against
 * 13.7 KB at 5, for about 28 ms of CPU instead of 5 (11 would be about 90 ms).
 */
const ANSWER = { gzip: 6, br: 10 } as const;
/** Answers kept: an identical query (the same town, day, time, calendar and products) is served from here. */
const MAX_ANSWERS = 256;
/**
 * Answer renders at once, and waiting (issue 39): a flood of unique answers takes at most half
 * of the render slots and a short line, so kept pages and health go on answering; past it, 503.
 */
const ANSWER_SLOTS = { max: 2, maxWaiting: 6 } as const;
/** The parts of a query an answer is made from, in a fixed order: anything else in the address changes nothing. */
const ANSWER_PARAMS = ["town", "date", "time", "budget", "order", "to"] as const;
/** A made-up page is compressed for each request: gzip at level 1 (0.6 ms for 65 KB, brotli took 3-4 ms). */
const CHEAP_GZIP = 1;

// Keyed by the list object: loadProducts hands out the same object while it reuses an answer.
const versions = new WeakMap<ProductsResponse, string>();
function versionOf(products: ProductsResponse | null): string {
  // Not known yet (a placeholder the island fills) and known to be none (the quiet empty state) are two pages.
  if (!products) return "unknown";
  if (products.products.length === 0) return "none";
  let version = versions.get(products);
  if (!version) {
    version = createHash("sha1").update(JSON.stringify(products.products)).digest("base64url").slice(0, 16);
    versions.set(products, version);
  }
  return version;
}


/**
 * Home, town and category pages, rendered by Astro with the products of the page cache
 * and kept per (page, product version): a page is rendered and compressed once each
 * time its products change, then served from memory like a prerendered file
 * (docs/decisions/0008). Concurrent first requests share one render.
 */
export function createRenderedPages({ render, loadProducts, siteUrl, csp, everyHeaders = {}, maxEntries = 400, variant, gate = createRenderGate(), extras, queryLocals, asks, logger }: RenderedPagesOptions) {
  const entries = new LRUCache<string, Promise<RenderedPage>>({ max: maxEntries });
  const shells = createShellMemo<Shell>();
  const loadShared = sharedLoads(loadProducts);

  async function renderHtml(page: OnDemandPage, products: ProductsResponse | null, more: PageExtras = {}, search?: string): Promise<{ status: number; html: string }> {
    const locals = { ...more, ...(page.products?.kind === "category" ? { category: products } : page.products ? { featured: products } : {}) };
    return gate.run(async () => {
      // A category's budget and order travel as the canonical query string (core/products/shop-view.ts);
      // a visitor's answer (the service form) as the query it was asked with.
      const query = search ?? (page.view ? viewSearch(page.view) : "");
      const response = await render(new Request(new URL(`${page.path}${query}`, siteUrl)), locals);
      return { status: response.status, html: await response.text() };
    });
  }

  async function encode(status: number, html: string, levels: { gzip: number; br: number }): Promise<RenderedPage> {
    const body = Buffer.from(html, "utf8");
    const [gz, br] = await Promise.all([gzipAsync(body, { level: levels.gzip }), brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.br } })]);
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 20);
    return { status, body, gzip: gz, br, encoded: "fast", etag: `"${hash}"`, csp: csp(html) };
  }

  async function build(page: OnDemandPage, products: ProductsResponse | null, more?: PageExtras, search?: string, levels: { gzip: number; br: number } = FAST): Promise<RenderedPage> {
    const { status, html } = await renderHtml(page, products, more, search);
    // Fast levels for the first answer (Omaha: brotli 5 in about 7 ms); see recompress().
    return encode(status, html, levels);
  }

  /** A made-up slug's page: its section's shell with the slug filled in, cheaply compressed, never kept. */
  async function buildUnknown(page: OnDemandPage, products: ProductsResponse | null): Promise<RenderedPage> {
    const unknown = unknownSlug(page);
    if (!unknown) return build(page, products);
    const shell = await shells(`${unknown.section}\n${versionOf(products)}\n${siteDay()}`, async () => {
      const { status, html } = await renderHtml(shellPage(page, unknown.section), products);
      return cutShell(status, html);
    });
    const html = fillShell(shell, unknown.slug);
    const body = Buffer.from(html, "utf8");
    // The shell's bytes and the slug decide the page: no hash of the whole page needed.
    const etag = `"${versionOf(products)}-${unknown.section}-${unknown.slug}"`;
    return { status: shell.status, body, gzip: await gzipAsync(body, { level: CHEAP_GZIP }), encoded: "fast", etag, csp: csp(html) };
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

  /**
   * The newest page made at the best levels, per page, site day and variant. While a page's
   * next product version is being rendered and compressed, visitors keep getting this one, so
   * the first visitor after a product refresh gets as small a copy as everyone else
   * (docs/decisions/0027-refreshed-pages-keep-the-best-copy.md). Never across days: a page carries dates.
   */
  const settled = new LRUCache<string, { key: string; page: RenderedPage }>({ max: maxEntries });
  /** Pages of a new product version not yet recompressed, whose predecessor still answers. */
  const pending = new Set<string>();

  function settle(slot: string, key: string, page: RenderedPage) {
    settled.set(slot, { key, page });
  }

  async function get(page: OnDemandPage): Promise<RenderedPage> {
    const products = page.products ? await loadShared(page.products) : null;
    if (!page.known) return buildUnknown(page, products);
    const more = extras ? await extras(page) : null;
    const slot = `${page.path}${page.view ? viewSearch(page.view) : ""}\n${siteDay()}\n${variant?.(page) ?? ""}`;
    const key = `${slot}\n${versionOf(products)}${more ? `\n${more.version}` : ""}`;
    const previous = settled.get(slot);
    const stand = previous && previous.key !== key ? previous.page : undefined;
    let entry = entries.get(key);
    if (entry) {
      // A hit is the most recent use: the least recently used page goes first.
      return pending.has(key) && stand ? stand : entry;
    }
    entry = build(page, products, more?.locals);
    entries.set(key, entry);
    const best = entry.then(async (rendered) => {
      try {
        await recompress(rendered);
      } catch (error) {
        logger?.warn({ path: page.path, err: error }, "page not recompressed; its fast copy goes on answering");
        return;
      }
      settle(slot, key, rendered);
    });
    entry.catch(() => entries.delete(key));
    // A failed render answers its visitor through `entry`; `best` only waits on it.
    if (!stand) {
      best.catch(() => undefined);
      return entry;
    }
    pending.add(key);
    best.catch(() => undefined).finally(() => pending.delete(key));
    return stand;
  }

  /**
   * A view (a budget, an order, the prices for a town) is its canonical page with more on it.
   * When the render queue is full, the canonical page answers it rather than a 503: a crawler
   * following every town's link to the sympathy form at once (189 views) gets pages, not refusals.
   */
  async function view(page: OnDemandPage): Promise<RenderedPage> {
    if (!page.view) return get(page);
    try {
      return await get(page);
    } catch (error) {
      const canonical = error instanceof RenderBusyError ? onDemandPage(page.path, { admin: false }) : null;
      if (!canonical) throw error;
      return get(canonical);
    }
  }

  /**
   * A page answering a visitor's query, compressed once (ANSWER). It is kept by what it is made
   * of (the answer itself, which holds the town, the day and the calendar's verdict; the products;
   * the site day), so an identical query never renders again; a unique one takes an answer slot.
   */
  const answers = new LRUCache<string, Promise<RenderedPage>>({ max: MAX_ANSWERS });
  const answerSlots = createInFlight(ANSWER_SLOTS);
  /** Queries answered and kept (by their own fields and the site day): these skip the full-slots refusal. */
  const answered = new LRUCache<string, true>({ max: MAX_ANSWERS });
  function answerQuery(page: OnDemandPage, url: URL): { search: string; known: boolean } {
    const query = new URLSearchParams();
    for (const name of ANSWER_PARAMS) {
      const value = url.searchParams.get(name);
      if (value !== null) query.set(name, value);
    }
    const search = `?${query.toString()}`;
    return { search, known: answered.has(`${page.path}${search}\n${siteDay()}`) };
  }
  function answerSlotsFull(): boolean {
    const load = answerSlots.load();
    return load.active >= ANSWER_SLOTS.max && load.waiting >= ANSWER_SLOTS.maxWaiting;
  }
  async function answer(page: OnDemandPage, url: URL, asked: PageExtras): Promise<RenderedPage> {
    const products = page.products ? await loadShared(page.products) : null;
    const more = extras ? await extras(page) : null;
    const { search } = answerQuery(page, url);
    const made = createHash("sha1").update(JSON.stringify(asked)).digest("base64url").slice(0, 20);
    const key = `${page.path}${search}\n${siteDay()}\n${versionOf(products)}\n${more?.version ?? ""}\n${made}`;
    let entry = answers.get(key);
    if (entry) return entry;
    entry = answerSlots
      .run(() => build(page, products, { ...more?.locals, ...asked }, search, ANSWER))
      .catch((error: unknown) => {
        throw error instanceof InFlightFullError ? new RenderBusyError() : error;
      });
    answers.set(key, entry);
    entry.then(() => answered.set(`${page.path}${search}\n${siteDay()}`, true)).catch(() => answers.delete(key));
    return entry;
  }

  async function respond(page: OnDemandPage, request: Request, extraHeaders: Record<string, string> = {}): Promise<Response> {
    let rendered: RenderedPage;
    let answered: boolean;
    try {
      const url = new URL(request.url);
      // A flood of unique answers is refused before any of its work, while answers asked before still come.
      if (page.known && asks?.(page, url) && answerSlotsFull() && !answerQuery(page, url).known) return busy(everyHeaders);
      const asked = page.known && queryLocals && url.search ? await queryLocals(page, url) : null;
      answered = asked !== null;
      // A town page's link to the sympathy form (`?town=`) is a kept view of its own (page.view.to), rendered once per town.
      rendered = asked ? await answer(page, url, asked) : await view(page);
    } catch (error) {
      if (error instanceof RenderBusyError) return busy(everyHeaders);
      throw error;
    }
    const headers = new Headers({
      ...everyHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": rendered.csp,
      // An answer carries the visitor's input and today's date: nobody keeps it, search engines leave it.
      ...(answered ? { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" } : {}),
      ...extraHeaders,
    });
    // Fast and best copies of one page differ in bytes: the tag keeps their ETags apart.
    return negotiatedResponse(rendered, request, { status: rendered.status, headers, tag: `-${rendered.encoded}` });
  }

  return { respond, size: () => entries.size };
}

export type RenderedPages = ReturnType<typeof createRenderedPages>;

/** The answer while the render queue is full: try again in a few seconds. */
function busy(everyHeaders: Record<string, string>): Response {
  return new Response("The site is busy; please try again in a few seconds.", {
    status: 503,
    headers: { ...everyHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
  });
}
