import type { Hono } from "hono";
import { type ProductsResponse, productsResponseSchema } from "../../core/products/schema";
import type { ProductSourceKey } from "../../core/site/page-route";
import type { LoadProducts } from "./rendered-pages";

/** How long a page render waits for products before it goes without (ms). */
const PRODUCTS_BUDGET_MS = 150;

const pathOf = (source: ProductSourceKey) =>
  source.kind === "featured" ? "/products/featured" : `/products?category=${encodeURIComponent(source.slug)}`;

/**
 * Products for a page render, asked of the same products API the browser uses (so the
 * page and the island show one list). From a warm cache this takes well under a
 * millisecond; when the API must crawl, the page does not wait for the partner: after
 * the budget it renders without products (the island fetches them) while the crawl
 * goes on and fills the cache for the next render.
 */
export function productsFromApi(api: Hono, budgetMs = PRODUCTS_BUDGET_MS): LoadProducts {
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
