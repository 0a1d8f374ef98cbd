import type { ProductCard } from "./schema";
import { CAROUSEL_TOTAL } from "./types";

/**
 * Takes one product from each list in turn (the first of every list, then the
 * second, ...), skipping urls already taken, until `cap` products are taken.
 */
export function mergeRoundRobin(lists: readonly (readonly ProductCard[])[], cap: number = CAROUSEL_TOTAL): ProductCard[] {
  const merged: ProductCard[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest && merged.length < cap; index += 1) {
    for (const list of lists) {
      const product = list[index];
      if (!product || seen.has(product.url)) continue;
      seen.add(product.url);
      merged.push(product);
      if (merged.length >= cap) break;
    }
  }
  return merged;
}
