import { shortHash } from "../hash/short-hash";
import { viewSearch } from "#core/products/shop-view";
import { siteDay } from "#core/nebraska/site-time";
import { canonicalPage, type OnDemandPage } from "#core/site/page-route";
import { negotiatedResponse } from "../http/negotiation";
import type { PageData, PageLoaders } from "./loaders/page-loader";
import { type CompressedPage, compressPage, type CompressionLevels, FIRST_ANSWER, VISITOR_ANSWER } from "./page-compression";
import { type PageExtras, pageRenderer, productVersion, type RenderPage } from "./page-renderer";
import { createPageStore } from "./page-store";
import { createRenderGate, RenderBusyError, type RenderGate } from "./render-gate";
import { madeUpPages } from "./unknown-pages";
import { createViewStore } from "./view-store";
import { createVisitorAnswers } from "./visitor-answers";

type PageDispatcherOptions = {
  render: RenderPage;
  /** Each page kind's data and memo key parts (loaders/page-loaders.ts), picked by the page's kind. */
  loaders: PageLoaders;
  siteUrl: string;
  /** The CSP of one document (hashes of its inline scripts). */
  csp: (html: string) => string;
  /** Sent with every page (the security headers), so the answer needs no rebuilding on its way out. */
  everyHeaders?: Record<string, string>;
  /** Rendered versions kept; each is one page for one product version. */
  maxEntries?: number;
  /** Category views kept, apart from the pages (a view never pushes a page out). */
  maxViews?: number;
  /** Bounds renders running and waiting at once. */
  gate?: RenderGate;
  /** Told when a kept page could not be recompressed (it goes on being served at the fast levels). */
  logger?: { warn(object: object, message: string): void };
};

/**
 * The request side of the rendered pages: which page answers a request (a kept page, a view
 * of one, a visitor's answer, or a made-up slug's shell), and the response with its headers.
 */
export function createPageDispatcher({ render, loaders, siteUrl, csp, everyHeaders = {}, maxEntries = 400, maxViews, gate = createRenderGate(), logger }: PageDispatcherOptions) {
  const renderHtml = pageRenderer(render, siteUrl, gate);
  const store = createPageStore({ maxEntries, logger });
  const views = createViewStore(maxViews === undefined ? {} : { maxEntries: maxViews });
  const answers = createVisitorAnswers();
  const madeUp = madeUpPages(renderHtml, csp);

  async function build(page: OnDemandPage, { products, locals }: PageData, more: PageExtras, levels: CompressionLevels): Promise<CompressedPage> {
    const { status, html } = await renderHtml(page, products, { ...locals, ...more });
    return compressPage(status, html, csp(html), levels);
  }

  /** A page's data, from its kind's loader. */
  const load = (page: OnDemandPage): Promise<PageData> => loaders[page.section].load(page);

  /** A page without a visitor's query: kept per page, site day, variant, product version and its data's version. */
  async function keptPage(page: OnDemandPage): Promise<CompressedPage> {
    const data = await load(page);
    const unknown = await madeUp(page, data.products);
    if (unknown) return unknown;
    const address = `${page.path}${page.view ? viewSearch(page.view) : ""}\n${siteDay()}\n${data.variant ?? ""}`;
    const version = `${productVersion(data.products)}${data.version === undefined ? "" : `\n${data.version}`}`;
    // A view is kept in its own room and rendered in a view slot; a real page is never pushed out by one.
    if (page.view) return views.kept(`${address}\n${version}`, () => build(page, data, {}, VISITOR_ANSWER));
    return store.kept(page.path, address, version, () => build(page, data, {}, FIRST_ANSWER));
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
    const data = await load(page);
    const made = shortHash(JSON.stringify(asked), 20);
    const madeOf = `${productVersion(data.products)}\n${data.version ?? ""}\n${made}`;
    return answers.answer(query, madeOf, () => build(page, data, asked, VISITOR_ANSWER));
  }

  async function respond(page: OnDemandPage, request: Request, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const { answerQuery, ...plain } = page;
    // A kind that answers a visitor's query (the sympathy page's service form) renders such a page for
    // that query only and keeps it among the answers, never with the pages, so no query string can
    // grow the page store; any other kind shows the page plain. The query an answer is made from,
    // with the site day, is the answer's key among the answers.
    const { answer } = loaders[page.section];
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
