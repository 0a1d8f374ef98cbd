import { shortHash } from "../hash/short-hash";
import type { ProductsResponse } from "#core/products/schema";
import { viewSearch } from "#core/products/shop-view";
import { siteDay } from "#core/nebraska/site-time";
import { canonicalPage, type OnDemandPage } from "#core/site/page-route";
import { negotiatedResponse } from "../http/negotiation";
import { type CompressedPage, compressPage, type CompressionLevels, FIRST_ANSWER, VISITOR_ANSWER } from "./page-compression";
import { type PageExtras, pageRenderer, productVersion, type RenderPage } from "./page-renderer";
import { createPageStore } from "./page-store";
import { createRenderGate, RenderBusyError, type RenderGate } from "./render-gate";
import { type LoadProducts, sharedLoads } from "./shared-loads";
import { madeUpPages } from "./unknown-pages";
import { createViewStore } from "./view-store";
import { createVisitorAnswers } from "./visitor-answers";

/** A page's variant: part of its memo key, and the locals it renders with. Null: the plain page. */
export type PageVariant = (page: OnDemandPage) => { key: string; locals: PageExtras } | null;

type PageDispatcherOptions = {
  render: RenderPage;
  loadProducts: LoadProducts;
  siteUrl: string;
  /** The CSP of one document (hashes of its inline scripts). */
  csp: (html: string) => string;
  /** Sent with every page (the security headers), so the answer needs no rebuilding on its way out. */
  everyHeaders?: Record<string, string>;
  /** Rendered versions kept; each is one page for one product version. */
  maxEntries?: number;
  /** Category views kept, apart from the pages (a view never pushes a page out). */
  maxViews?: number;
  /** A kept page's variant besides its products (a town whose partner page is gone). */
  variant?: PageVariant;
  /** Bounds renders running and waiting at once. */
  gate?: RenderGate;
  /**
   * What a page shows besides its products, with a version that joins its memo key (the
   * sympathy page's purpose sections with the API provider). Null: nothing more.
   */
  extras?: (page: OnDemandPage) => Promise<{ locals: PageExtras; version: string } | null>;
  /**
   * The locals answering a page's visitor query (page.answerQuery: the sympathy page's service
   * form). Such a page is rendered for its query only and kept among the answers, never with
   * the pages, so no query string can grow the page store. Unset: queries are not answered.
   */
  answer?: (page: OnDemandPage) => Promise<PageExtras>;
  /** Told when a kept page could not be recompressed (it goes on being served at the fast levels). */
  logger?: { warn(object: object, message: string): void };
};

/**
 * The request side of the rendered pages: which page answers a request (a kept page, a view
 * of one, a visitor's answer, or a made-up slug's shell), and the response with its headers.
 */
export function createPageDispatcher({ render, loadProducts, siteUrl, csp, everyHeaders = {}, maxEntries = 400, maxViews, variant, gate = createRenderGate(), extras, answer, logger }: PageDispatcherOptions) {
  const renderHtml = pageRenderer(render, siteUrl, gate);
  const store = createPageStore({ maxEntries, logger });
  const views = createViewStore(maxViews === undefined ? {} : { maxEntries: maxViews });
  const answers = createVisitorAnswers();
  const madeUp = madeUpPages(renderHtml, csp);
  const loadShared = sharedLoads(loadProducts);

  async function build(page: OnDemandPage, products: ProductsResponse | null, more: PageExtras | undefined, levels: CompressionLevels): Promise<CompressedPage> {
    const { status, html } = await renderHtml(page, products, more);
    return compressPage(status, html, csp(html), levels);
  }

  /** A page without a visitor's query: kept per page, site day, variant and product version. */
  async function keptPage(page: OnDemandPage): Promise<CompressedPage> {
    const products = page.products ? await loadShared(page.products) : null;
    const unknown = await madeUp(page, products);
    if (unknown) return unknown;
    const more = extras ? await extras(page) : null;
    const varied = variant?.(page) ?? null;
    const address = `${page.path}${page.view ? viewSearch(page.view) : ""}\n${siteDay()}\n${varied?.key ?? ""}`;
    const version = `${productVersion(products)}${more ? `\n${more.version}` : ""}`;
    const locals = { ...more?.locals, ...varied?.locals };
    // A view is kept in its own room and rendered in a view slot; a real page is never pushed out by one.
    if (page.view) return views.kept(`${address}\n${version}`, () => build(page, products, locals, VISITOR_ANSWER));
    return store.kept(page.path, address, version, () => build(page, products, locals, FIRST_ANSWER));
  }

  /**
   * A view (a budget, an order, the prices for a town) is its canonical page with more on it.
   * When its view slots or the render queue are full, the canonical page answers it (a real
   * page, kept with the pages, rendered at most once) rather than a 503: a crawler following
   * every town's link to the sympathy form at once (189 views) gets pages; a 503 with
   * Retry-After only when the canonical page cannot be had either.
   */
  async function viewPage(page: OnDemandPage): Promise<CompressedPage> {
    if (!page.view) return keptPage(page);
    try {
      return await keptPage(page);
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      return keptPage(canonicalPage(page));
    }
  }

  /** A page answering a visitor's query (`answerQuery`), compressed once (VISITOR_ANSWER) and kept among the answers. */
  async function answerPage(page: OnDemandPage, query: string, asked: PageExtras): Promise<CompressedPage> {
    const products = page.products ? await loadShared(page.products) : null;
    const more = extras ? await extras(page) : null;
    const made = shortHash(JSON.stringify(asked), 20);
    const madeOf = `${productVersion(products)}\n${more?.version ?? ""}\n${made}`;
    return answers.answer(query, madeOf, () => build(page, products, { ...more?.locals, ...asked }, VISITOR_ANSWER));
  }

  async function respond(page: OnDemandPage, request: Request, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const { answerQuery, ...plain } = page;
    // The query an answer is made from, with the site day: the answer's key among the answers.
    const asked = answer && page.known && answerQuery !== undefined ? { answer, key: `${page.path}${answerQuery}\n${siteDay()}` } : null;
    let sent: CompressedPage;
    try {
      // A flood of unique answers is refused before any of its work, while answers asked before still come.
      if (asked && answers.refused(asked.key)) return busy(everyHeaders);
      // A town page's link to the sympathy form (`?town=`) is a kept view of its own (page.view.to), rendered once per town.
      sent = asked ? await answerPage(page, asked.key, await asked.answer(page)) : await viewPage(plain);
    } catch (error) {
      if (error instanceof RenderBusyError) return busy(everyHeaders);
      throw error;
    }
    const headers = new Headers({
      ...everyHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Content-Security-Policy": sent.csp,
      // An answer carries the visitor's input and today's date: nobody keeps it, search engines leave it.
      ...(asked ? { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" } : {}),
      ...extraHeaders,
    });
    // Fast and best copies of one page differ in bytes: the tag keeps their ETags apart.
    return negotiatedResponse(sent, request, { status: sent.status, headers, tag: `-${sent.encoded}` });
  }

  return { respond, size: store.size, views: views.size };
}

export type PageDispatcher = ReturnType<typeof createPageDispatcher>;

/** The answer while the render queue is full: try again in a few seconds. */
function busy(everyHeaders: Record<string, string>): Response {
  return new Response("The site is busy; please try again in a few seconds.", {
    status: 503,
    headers: { ...everyHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
  });
}
