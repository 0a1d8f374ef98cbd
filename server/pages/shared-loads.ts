import { type ProductSource, productSourceKey } from "#core/products/source";
import type { ProductsResponse } from "#core/products/schema";
import { singleFlight } from "../concurrency/single-flight";

/**
 * Products for a page from the page cache: an answer (with no products when the partner had
 * none or did not answer), or null when nothing is known yet for the source.
 */
export type LoadProducts = (source: ProductSource) => Promise<ProductsResponse | null>;

/**
 * Concurrent renders of one product source share one load: a burst of a thousand page
 * requests asked the products API a thousand times at once (each reading, parsing and
 * validating the whole list) before the first answer could be reused.
 */
export function sharedLoads(load: LoadProducts): LoadProducts {
  const loads = singleFlight<ProductsResponse | null>();
  return (source: ProductSource) => loads.run(productSourceKey(source), () => load(source));
}
