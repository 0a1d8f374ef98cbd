import { LRUCache } from "lru-cache";
import type { ProductsResponse } from "#core/products/schema";
import { type ProductSource, productSourceKey } from "#core/products/source";
import type { ProductsService } from "../products/service";
import type { LoadProducts } from "./shared-loads";
import { within } from "../concurrency/within";

/** How long a page render waits for products before it goes without (ms). */
const PRODUCTS_BUDGET_MS = 150;

/**
 * How long one answer serves every render of its source. Each request for a memoised page
 * needs the product version; without this it asked the products service and hashed the
 * list again for every request. Products change when the cache refreshes (hours apart),
 * so a second's delay is invisible; sources are few (featured and the categories), and
 * the map is bounded all the same.
 */
const REUSE_MS = 1_000;
const MAX_SOURCES = 32;

/**
 * Products for a page render, from the same products service the browser's API calls
 * use (so the page and the island show one list). From a warm cache this takes well
 * under a millisecond; when the service must crawl, the page does not wait for the
 * partner: after the budget it renders without products (the island fetches them) while
 * the crawl goes on and fills the cache for the next render.
 */
export function productsForPages(products: Pick<ProductsService, "get">, budgetMs = PRODUCTS_BUDGET_MS, now: () => number = Date.now): LoadProducts {
  const recent = new LRUCache<string, { at: number; products: ProductsResponse }>({ max: MAX_SOURCES });
  const ask = withinBudget(products, budgetMs);
  return async (source) => {
    const key = productSourceKey(source);
    const kept = recent.get(key);
    if (kept && now() - kept.at < REUSE_MS) return kept.products;
    const answer = await ask(source);
    // Only a real list is kept: an empty or late answer is asked again next time.
    if (answer) {
      recent.set(key, { at: now(), products: answer });
    }
    return answer;
  };
}

function withinBudget(products: Pick<ProductsService, "get">, budgetMs: number): LoadProducts {
  return async (source: ProductSource) => {
    const answer = products
      .get(source)
      .then((body) => (body && body.products.length > 0 ? body : null))
      .catch(() => null);
    return within(answer, budgetMs, () => null);
  };
}
