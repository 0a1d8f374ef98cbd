import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { isPartnerCategorySlug, isPartnerUrl, withAffiliate } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { mergeRoundRobin } from "#core/products/merge";
import { type ProductOrigins, safeProductCard } from "#core/products/safety";
import { FETCH_PRODUCTS_FAILED, type ProductCard, type ProductsResponse, type ServerCacheStatus } from "#core/products/schema";
import type { ProductSource } from "#core/products/source";
import { CAROUSEL_TOTAL } from "#core/products/types";
import type { PageCache } from "../page-cache/service";
import type { DeliveredPrices } from "./delivered-prices";
import type { CacheResult } from "../page-cache/types";
import { remembered } from "../concurrency/remembered";
import { catalogueUrls, type ProductCatalogue, type ProductList } from "../partner/catalogue";
import { createOutageLog } from "../logs/outage";

export type ProductsServiceDeps = {
  pageCache: Pick<PageCache, "getOrFetch">;
  catalogue: ProductCatalogue;
  siteConfig: SiteConfig;
  logger: Pick<Logger, "warn" | "error" | "info">;
  /** Origins product links and images may name; the partner's own when absent. */
  origins?: ProductOrigins;
  /** Pause between carousel lists that were not cached (200 ms by default), so one page never fires three partner fetches at once. */
  categoryDelayMs?: number;
  /** The partner's delivered prices for a source's ZIP (API provider only; the crawler has none). */
  delivered?: DeliveredPrices;
  /** The reads' memory clock (ms); tests move it. */
  now?: () => number;
};

/** A products answer, or (for an unknown category) null. */
export type ProductsService = {
  /** Never rejects: the partner failing answers status 'unavailable' with its error. */
  get(source: ProductSource): Promise<ProductsResponse | null>;
  /** The cards priced delivered to a ZIP where the provider can (the API's gettotal); as they are otherwise. Never rejects. */
  price(cards: ProductCard[], zip: string): Promise<ProductCard[]>;
  /** One partner code's products (the sympathy page's funeral pieces); null when the partner has no codes. */
  byCode(code: string): Promise<ProductsResponse | null>;
  /** Whether the partner lists products by code (byCode answers). */
  readonly hasCodes: boolean;
  /** The stored answers the site reads today. */
  usedUrls(): string[];
  /** Which code each category with a seasonal code showed last, and why (for /admin/). */
  codesInUse(): CodeInUse[];
};

/** A category with a seasonal code: what was asked, what was shown, why, and when. */
export type CodeInUse = { slug: string; asked: string; used: string; why: "answered" | "empty" | "failed"; at: string };
const STATUS_ORDER: ServerCacheStatus[] = ["fresh", "stale_but_acceptable", "expired_but_served"];
const MEMO_SIZE = 64;
/** How long a failed read (pool full, hard timeout, unreadable answer) answers for its list before it is tried again. */
export const FAILURE_MEMORY_MS = 60_000;

type Served = Extract<CacheResult, { success: true }>;

/**
 * The site's products, whatever the provider: each list from the page cache, read into
 * cards once per stored version, filtered (partner links and allowed images only,
 * fields bounded), tracked, and for the carousel merged round-robin and capped. The
 * products API and the page renderer both ask here, so a page and its island agree.
 */
export function createProductsService(deps: ProductsServiceDeps): ProductsService {
  const { pageCache, catalogue, siteConfig, logger } = deps;
  const categoryDelayMs = deps.categoryDelayMs ?? 200;
  const partnerOrigin = new URL(siteConfig.partnerBaseUrl).origin;
  const origins = deps.origins ?? { partnerOrigin, imageOrigins: [partnerOrigin] };
  // Reading runs once per stored version, not once per request; a failed or cut-short
  // read is remembered too, so a hostile answer costs its budget once, not per visitor.
  const memo = new LRUCache<string, Promise<ProductCard[] | null>>({ max: MEMO_SIZE, ...(deps.now ? { perf: { now: deps.now }, ttlResolution: 0 } : {}) });
  // Reads the clock cut short: shown now, remembered only as long as a failure.
  const provisional = new WeakSet<ProductCard[]>();
  // Every render asks for the carousel: a list that fails is logged when it starts failing, at
  // a bounded rate while it does and when it serves again, not once per render.
  const failingLists = createOutageLog({ logger });

  /** The list's products, or null when they could not be read (not the answer's fault for good). */
  async function read(list: ProductList, body: string): Promise<ProductCard[] | null> {
    try {
      const outcome = await catalogue.read(list, body);
      if (!outcome.complete) logger.warn({ url: list.url, ms: Math.round(outcome.ms), cut: outcome.cut, products: outcome.products.length }, "extraction budget spent; partial products kept");
      const cards = outcome.products.flatMap((product) => {
        // Only the partner's own product pages are shown, each with tracking.
        const safe = safeProductCard(product, origins);
        return safe && isPartnerUrl(safe.url, siteConfig) ? [{ ...safe, url: withAffiliate(safe.url, siteConfig) }] : [];
      });
      // Cut short by the clock, the page's steps not spent: the machine was slow, which says
      // nothing about the answer. The cards found are shown now and the page is read again after
      // FAILURE_MEMORY_MS; a page that spends the step budget (a hostile one) keeps its verdict for
      // the stored version. Issue 48's run beside a build loop kept an empty birthday list as fresh.
      if (!outcome.complete && outcome.cut === "clock") provisional.add(cards);
      return cards;
    } catch (error) {
      logger.warn({ url: list.url, err: error }, "products could not be read; list shows none");
      return null;
    }
  }

  async function productsOf(list: ProductList, result: Served): Promise<ProductCard[]> {
    const key = `${list.limit} ${result.fetchedAt.getTime()} ${list.url}`;
    // The pool refused or timed out: remembered only a while, then read again.
    return (await remembered(memo, key, () => read(list, result.body), { failed: (products) => products === null || provisional.has(products), forgetMs: FAILURE_MEMORY_MS })) ?? [];
  }

  const unavailable = (error: string): ProductsResponse => ({ products: [], cacheStatus: "unavailable", fetchedAt: null, error });

  function answer(products: ProductCard[], served: Served[]): ProductsResponse {
    const cacheStatus = served.map((s) => s.cacheStatus).sort((a, b) => STATUS_ORDER.indexOf(b) - STATUS_ORDER.indexOf(a))[0] ?? "fresh";
    const oldest = Math.min(...served.map((s) => s.fetchedAt.getTime()));
    return { products, cacheStatus, fetchedAt: Number.isFinite(oldest) ? new Date(oldest).toISOString() : null };
  }

  /** One list as it is, or (with `cap`) the lists merged round-robin; one failing list leaves only itself empty. */
  async function fromLists(lists: readonly ProductList[], cap?: number): Promise<ProductsResponse> {
    const served: Served[] = [];
    const cards: ProductCard[][] = [];
    let firstError: string | undefined;
    for (const [index, list] of lists.entries()) {
      const result = await pageCache.getOrFetch(list.url);
      if (result.success) {
        served.push(result);
        cards.push(await productsOf(list, result));
        if (lists.length > 1) failingLists.recovered(list.url, { url: list.url }, "carousel category available again");
      } else {
        firstError ??= result.error;
        if (lists.length > 1) failingLists.failed(list.url, { url: list.url, error: result.error }, "carousel category unavailable");
      }
      const last = index === lists.length - 1;
      // The pause spaces out the partner's answers; after a failure (or a backoff, which asked
      // nothing) the next list is asked at once, so an outage is known within a render's budget.
      if (result.success && !result.fromCache && !last) await new Promise((resolve) => setTimeout(resolve, categoryDelayMs));
    }
    if (served.length === 0) return unavailable(firstError || FETCH_PRODUCTS_FAILED);
    return answer(cap === undefined ? (cards[0] ?? []) : mergeRoundRobin(cards, cap), served);
  }

  /** The answer with each card's delivered price for the source's ZIP, where the partner gave one. */
  async function priced(answer: ProductsResponse, zip: string | undefined): Promise<ProductsResponse> {
    if (!zip || !deps.delivered || answer.products.length === 0) return answer;
    return { ...answer, products: await deps.delivered.price(answer.products, zip) };
  }

  const codes = new Map<string, CodeInUse>();

  /** A category's list, or its fallback when the list answers empty or fails (a seasonal code off season). */
  async function category(slug: string, list: ProductList): Promise<ProductsResponse> {
    const first = await fromLists([list]);
    if (!list.fallback) return first;
    const why = first.products.length > 0 ? "answered" : first.cacheStatus === "unavailable" ? "failed" : "empty";
    const shown = why === "answered" ? first : await fromLists([list.fallback]);
    codes.set(slug, { slug, asked: list.code ?? list.url, used: why === "answered" ? (list.code ?? list.url) : (list.fallback.code ?? list.fallback.url), why, at: new Date().toISOString() });
    return shown;
  }

  return {
    hasCodes: catalogue.code !== undefined,
    async get(source) {
      if (source.kind === "featured") return priced(await fromLists(catalogue.featured(), CAROUSEL_TOTAL), source.zip);
      if (!isPartnerCategorySlug(source.slug)) return null;
      return priced(await category(source.slug, catalogue.category(source.slug)), source.zip);
    },
    codesInUse: () => [...codes.values()],
    price: async (cards, zip) => (deps.delivered && cards.length > 0 ? deps.delivered.price(cards, zip) : cards),
    async byCode(code) {
      return catalogue.code ? fromLists([catalogue.code(code)]) : null;
    },
    usedUrls: () => catalogueUrls(catalogue),
  };
}
