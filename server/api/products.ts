import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import { z } from "zod";
import { CAROUSEL_SOURCE_SLUGS, isPartnerUrl, partnerCategoryPageUrl, withAffiliate } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { CATEGORIES, categoryBySlug } from "#core/content/categories";
import { mergeRoundRobin } from "#core/products/merge";
import { type ProductOrigins, safeProductCard } from "#core/products/safety";
import type { ProductCard, ProductsResponse, ServerCacheStatus } from "#core/products/schema";
import { CAROUSEL_TOTAL, PRODUCTS_PER_PAGE_CAROUSEL, PRODUCTS_PER_PAGE_CATEGORY } from "#core/products/types";
import { createInlineExtractor, type Extractor } from "../crawl/extraction";
import type { PageCache } from "../page-cache/service";
import type { CacheResult } from "../page-cache/types";

type ProductsRoutesDeps = {
  pageCache: Pick<PageCache, "getOrCrawlHtml">;
  siteConfig: SiteConfig;
  logger: Pick<Logger, "warn" | "error">;
  /** Where extraction runs: the worker pool in production; in this thread when absent. */
  extractor?: Extractor;
  /** Origins product links and images may name; the partner's own when absent. */
  origins?: ProductOrigins;
  /** Pause between carousel category crawls that were not cached (spec: 200 ms). */
  categoryDelayMs?: number;
};

const FETCH_PRODUCTS_FAILED = "Failed to fetch products";

const UNKNOWN_CATEGORY = `category must be one of: ${CATEGORIES.map((category) => category.slug).join(", ")}`;

/** Parses the slug into its category record, so the handler looks nothing up again. */
const categoryQuery = z.object({
  category: z.string({ error: "category is required" }).transform((slug, ctx) => {
    const category = categoryBySlug(slug);
    if (category) return category;
    ctx.addIssue({ code: "custom", message: UNKNOWN_CATEGORY });
    return z.NEVER;
  }),
});

const CACHE_CONTROL: Record<ServerCacheStatus, string> = {
  fresh: "public, max-age=300, stale-while-revalidate=600",
  stale_but_acceptable: "public, max-age=60, stale-while-revalidate=300",
  expired_but_served: "public, max-age=60, stale-while-revalidate=300",
};
const STATUS_ORDER: ServerCacheStatus[] = ["fresh", "stale_but_acceptable", "expired_but_served"];
const MEMO_SIZE = 64;
/** How long a failed extraction (pool full, hard timeout) answers for its page before it is tried again. */
const FAILURE_MEMORY_MS = 60_000;

type Served = Extract<CacheResult, { success: true }>;

/**
 * GET /            ?category={slug}: one partner category page, 24 products.
 * GET /featured    the carousel: birthday, anniversary and funeral pages, 50
 *                  each, merged round-robin, deduplicated, capped at 20.
 * The browser names a category, never a URL; product links carry tracking.
 */
export function productsRoutes(deps: ProductsRoutesDeps): Hono {
  const { pageCache, siteConfig, logger } = deps;
  const categoryDelayMs = deps.categoryDelayMs ?? 200;
  const app = new Hono();
  const extractor = deps.extractor ?? createInlineExtractor();
  const partnerOrigin = new URL(siteConfig.partnerBaseUrl).origin;
  const origins = deps.origins ?? { partnerOrigin, imageOrigins: [partnerOrigin] };
  // Extraction runs once per stored page version, not once per request; a failed or cut-short
  // extraction is remembered too, so a hostile page costs its budget once, not per visitor.
  const memo = new Map<string, Promise<ProductCard[]>>();

  async function extract(key: string, url: string, html: string, limit: number): Promise<ProductCard[]> {
    try {
      const outcome = await extractor.extract({ html, pageUrl: url, limit });
      if (!outcome.complete) logger.warn({ url, ms: Math.round(outcome.ms), products: outcome.products.length }, "extraction budget spent; partial products kept");
      return outcome.products.flatMap((product) => {
        // Only the partner's own product pages are shown, each with tracking.
        const safe = safeProductCard(product, origins);
        return safe && isPartnerUrl(safe.url, siteConfig) ? [{ ...safe, url: withAffiliate(safe.url, siteConfig) }] : [];
      });
    } catch (error) {
      // The pool refused or timed out: not the page's fault for good, so remembered only a while.
      logger.warn({ url, err: error }, "extraction failed; page shows no products");
      setTimeout(() => memo.delete(key), FAILURE_MEMORY_MS).unref();
      return [];
    }
  }

  function productsOf(url: string, result: Served, limit: number): Promise<ProductCard[]> {
    const key = `${limit} ${result.fetchedAt.getTime()} ${url}`;
    const cached = memo.get(key);
    if (cached) return cached;
    const products = extract(key, url, result.html, limit);
    memo.set(key, products);
    if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    return products;
  }

  const fail = (c: Context, error: string, status: 400 | 502) =>
    c.json({ error }, status, { "Cache-Control": "no-store" });

  // The partner failing is not our server failing: answer 200 with no products and the
  // crawl error, so the page shows the spec's messages and monitoring sees no 5xx storm.
  const unavailable = (c: Context, error: string) => {
    const body: ProductsResponse = { products: [], cacheStatus: "unavailable", fetchedAt: null, error };
    return c.json(body, 200, { "Cache-Control": "no-store" });
  };

  const answer = (c: Context, products: ProductCard[], served: Served[]) => {
    const cacheStatus = served.map((s) => s.cacheStatus).sort((a, b) => STATUS_ORDER.indexOf(b) - STATUS_ORDER.indexOf(a))[0] ?? "fresh";
    const oldest = Math.min(...served.map((s) => s.fetchedAt.getTime()));
    const body: ProductsResponse = { products, cacheStatus, fetchedAt: Number.isFinite(oldest) ? new Date(oldest).toISOString() : null };
    return c.json(body, 200, { "Cache-Control": CACHE_CONTROL[cacheStatus] });
  };

  app.get("/", async (c) => {
    const query = categoryQuery.safeParse({ category: c.req.query("category") });
    if (!query.success) return fail(c, query.error.issues[0]?.message ?? "Invalid query", 400);
    const url = partnerCategoryPageUrl(siteConfig, query.data.category.slug);
    const result = await pageCache.getOrCrawlHtml(url);
    if (!result.success) return unavailable(c, result.error || FETCH_PRODUCTS_FAILED);
    return answer(c, await productsOf(url, result, PRODUCTS_PER_PAGE_CATEGORY), [result]);
  });

  app.get("/featured", async (c) => {
    const served: Served[] = [];
    const lists: ProductCard[][] = [];
    let firstError: string | undefined;
    for (const [index, slug] of CAROUSEL_SOURCE_SLUGS.entries()) {
      const url = partnerCategoryPageUrl(siteConfig, slug);
      const result = await pageCache.getOrCrawlHtml(url);
      if (result.success) {
        served.push(result);
        // productsOf never rejects: one bad category leaves its list empty, never the carousel.
        lists.push(await productsOf(url, result, PRODUCTS_PER_PAGE_CAROUSEL));
      } else {
        firstError ??= result.error;
        logger.warn({ url, error: result.error }, "carousel category unavailable");
      }
      const last = index === CAROUSEL_SOURCE_SLUGS.length - 1;
      if (!result.fromCache && !last) await new Promise((resolve) => setTimeout(resolve, categoryDelayMs));
    }
    if (served.length === 0) return unavailable(c, firstError ?? FETCH_PRODUCTS_FAILED);
    return answer(c, mergeRoundRobin(lists, CAROUSEL_TOTAL), served);
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "products request failed");
    return fail(c, FETCH_PRODUCTS_FAILED, 502);
  });

  return app;
}
