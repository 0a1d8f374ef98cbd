import { CATEGORIES } from "#core/content/categories";
import type { ProductSource } from "#core/products/source";
import { productsForPages } from "../pages/load-products";
import type { ProductsService } from "../products/service";

const SOURCES: ProductSource[] = [{ kind: "featured" }, ...CATEGORIES.map((category) => ({ kind: "category" as const, slug: category.slug }))];

/**
 * The image addresses of every product list the site shows (the carousel and each
 * category), asked of the same products service the pages render from, so `/img/` knows
 * exactly the pictures a page can name.
 */
export function productImageUrls(products: Pick<ProductsService, "get">): () => Promise<string[]> {
  const load = productsForPages(products);
  return async () => {
    const lists = await Promise.all(SOURCES.map((source) => load(source)));
    return lists.flatMap((list) => list?.products.map((product) => product.image) ?? []);
  };
}
