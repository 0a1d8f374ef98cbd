import type { Hono } from "hono";
import { CATEGORIES } from "#core/content/categories";
import type { ProductSourceKey } from "#core/site/page-route";
import { productsFromApi } from "../pages/load-products";

const SOURCES: ProductSourceKey[] = [{ kind: "featured" }, ...CATEGORIES.map((category) => ({ kind: "category" as const, slug: category.slug }))];

/**
 * The image addresses of every product list the site shows (the carousel and each
 * category), asked of the same products API the pages render from, so `/img/` knows
 * exactly the pictures a page can name.
 */
export function productImageUrls(api: Hono): () => Promise<string[]> {
  const load = productsFromApi(api);
  return async () => {
    const lists = await Promise.all(SOURCES.map((source) => load(source)));
    return lists.flatMap((list) => list?.products.map((product) => product.image) ?? []);
  };
}
