import type { Hono } from "hono";
import { type ProductsResponse, productsResponseSchema } from "#core/products/schema";
import type { ProductSourceKey } from "#core/site/page-route";
import type { LoadProducts } from "./rendered-pages";

/** How long a page render waits for products before it goes without (ms). */
const PRODUCTS_BUDGET_MS = 150;

/**
 * How long one answer serves every render of its source. Each request for a memoised page
 * needs the product version; without this it asked the API, parsed and validated the whole
 * list and hashed it again for every request. Products change when the cache refreshes
 * (hours apart), so a second's delay is invisible; sources are few (featured and the
 * categories), and the map is bounded all the same.
 */
const REUSE_MS = 1_000;
const MAX_SOURCES = 32;

const pathOf = (source: ProductSourceKey) =>
  source.kind === "featured" ? "/products/featured" : `/products?category=${encodeURIComponent(source.slug)}`;

/**
 * Products for a page render, asked of the same products API the browser uses (so the
 * page and the island show one list). From a warm cache this takes well under a
 * millisecond; when the API must crawl, the page does not wait for the partner: after
 * the budget it renders without products (the island fetches them) while the crawl
 * goes on and fills the cache for the next render.
 */
export function productsFromApi(api: Hono, budgetMs = PRODUCTS_BUDGET_MS, now: () => number = Date.now): LoadProducts {
  const recent = new Map<string, { at: number; products: ProductsResponse }>();
  const ask = askApi(api, budgetMs);
  return async (source) => {
    const key = pathOf(source);
    const kept = recent.get(key);
    if (kept && now() - kept.at < REUSE_MS) return kept.products;
    const products = await ask(source);
    // Only a real list is kept: an empty or late answer is asked again next time.
    if (products) {
      recent.delete(key);
      recent.set(key, { at: now(), products });
      if (recent.size > MAX_SOURCES) recent.delete(recent.keys().next().value as string);
    }
    return products;
  };
}

function askApi(api: Hono, budgetMs: number): LoadProducts {
  return async (source) => {
    const answer = (async (): Promise<ProductsResponse | null> => {
      const response = await api.request(pathOf(source), { headers: { Accept: "application/json" } });
      if (!response.ok) return null;
      const parsed = productsResponseSchema.safeParse(await response.json());
      return parsed.success && parsed.data.products.length > 0 ? parsed.data : null;
    })().catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
