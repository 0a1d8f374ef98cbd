import { LRUCache } from "lru-cache";
import type { ProductsResponse } from "#core/products/schema";
import { productSourceKey } from "#core/products/source";
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

/** What a render is told when the service had no list for the source (an unknown category, or a failure). */
const NONE: ProductsResponse = { products: [], cacheStatus: "unavailable", fetchedAt: null };

/**
 * Products for a page render, from the same products service the browser's API calls
 * use (so the page and the island show one list). From a warm cache this takes well
 * under a millisecond; when the service must crawl, the page does not wait for the
 * partner: after the budget it renders with the last answer the service settled on for
 * the source, or, when it has settled on none yet (the first crawl of a first start), with
 * null (the island fetches them) while the crawl goes on and fills the cache for the next
 * render. An answer with no products (the partner did not answer, or listed nothing) is
 * passed on as it is: the page shows its quiet empty state, with no island to wake.
 */
export function productsForPages(products: Pick<ProductsService, "get">, budgetMs = PRODUCTS_BUDGET_MS, now: () => number = Date.now): LoadProducts {
  const recent = new LRUCache<string, { at: number; products: ProductsResponse }>({ max: MAX_SOURCES });
  // The last answer each source settled on, however late: an outage that outlasts the budget
  // (a partner that hangs until the crawl timeout) still renders as an outage, not as loading.
  const settled = new LRUCache<string, ProductsResponse>({ max: MAX_SOURCES });
  return async (source) => {
    const key = productSourceKey(source);
    const kept = recent.get(key);
    if (kept && now() - kept.at < REUSE_MS) return kept.products;
    const asked = products
      .get(source)
      .then((body) => body ?? NONE)
      .catch(() => NONE)
      .then((body) => {
        settled.set(key, body);
        return body;
      });
    const answer = await within(asked, budgetMs, () => null);
    // Only a real list is kept: an empty or late answer is asked again next time.
    if (answer && answer.products.length > 0) recent.set(key, { at: now(), products: answer });
    return answer ?? settled.get(key) ?? null;
  };
}
