import { type ProductSource, productSourceKey } from "#core/products/source";
import type { ProductsResponse } from "#core/products/schema";

/** Products for a page from the page cache, or null when none could be had in time. */
export type LoadProducts = (source: ProductSource) => Promise<ProductsResponse | null>;

/**
 * Concurrent renders of one product source share one load: a burst of a thousand page
 * requests asked the products API a thousand times at once (each reading, parsing and
 * validating the whole list) before the first answer could be reused.
 */
export function sharedLoads(load: LoadProducts): LoadProducts {
  const running = new Map<string, ReturnType<LoadProducts>>();
  return (source: ProductSource) => {
    const key = productSourceKey(source);
    let pending = running.get(key);
    if (!pending) {
      pending = load(source).finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
