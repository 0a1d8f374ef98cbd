import { CATEGORIES } from "#core/content/categories";
import type { ProductSource } from "#core/products/source";
import { funeralProducts } from "../pages/funeral-sections";
import { productsForPages } from "../pages/load-products";
import type { ProductsService } from "../products/service";

const SOURCES: ProductSource[] = [{ kind: "featured" }, ...CATEGORIES.map((category) => ({ kind: "category" as const, slug: category.slug }))];

/**
 * The image addresses of every product list the site shows (the carousel and each
 * category), asked of the same products service the pages render from, so `/img/` knows
 * exactly the pictures a page can name.
 */
export function productImageUrls(products: Pick<ProductsService, "get"> & Partial<Pick<ProductsService, "byCode">>): () => Promise<string[]> {
  const load = productsForPages(products);
  // The sympathy page's funeral pieces (API provider) name pictures of their own.
  const funeral = products.byCode ? funeralProducts({ byCode: products.byCode }) : async () => [];
  return async () => {
    const [lists, sections] = await Promise.all([Promise.all(SOURCES.map((source) => load(source))), funeral()]);
    return [...lists.flatMap((list) => list?.products.map((product) => product.image) ?? []), ...sections.flatMap((section) => section.products.map((product) => product.image))];
  };
}
