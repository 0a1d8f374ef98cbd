import { CATEGORIES } from "#core/content/categories";
import type { ProductSource } from "#core/products/source";
import { within } from "../concurrency/within";
import { funeralProducts } from "../pages/funeral-sections";
import type { ProductsService } from "../products/service";

const SOURCES: ProductSource[] = [{ kind: "featured" }, ...CATEGORIES.map((category) => ({ kind: "category" as const, slug: category.slug }))];

/**
 * How long the list waits for a source's products: past the products service's own partner
 * timeout, never the render budget (150 ms). A picture is asked for once a page or an island has
 * shown its product, so its list is settled or about to be; read within the render budget, a new
 * or busy server's list left out pictures a page had just shown, and they answered 404 (the first
 * pages of axe-everywhere on a new server, runs G and B of issue 48).
 */
const LIST_WAIT_MS = 15_000;

/**
 * The image addresses of every product list the site shows (the carousel and each
 * category), asked of the same products service the pages render from, so `/img/` knows
 * exactly the pictures a page can name.
 */
export function productImageUrls(products: Pick<ProductsService, "get"> & Partial<Pick<ProductsService, "byCode">>, waitMs = LIST_WAIT_MS): () => Promise<string[]> {
  const load = (source: ProductSource) => within(products.get(source).catch(() => null), waitMs, () => null);
  // The sympathy page's funeral pieces (API provider) name pictures of their own.
  const funeral = products.byCode ? funeralProducts({ byCode: products.byCode }, waitMs) : async () => [];
  return async () => {
    const [lists, sections] = await Promise.all([Promise.all(SOURCES.map(load)), funeral()]);
    return [...lists.flatMap((list) => list?.products.map((product) => product.image) ?? []), ...sections.flatMap((section) => section.products.map((product) => product.image))];
  };
}
