import type { ProductsResponse } from "#core/products/schema";
import type { OnDemandPage } from "#core/site/page-route";
import type { PageExtras } from "../page-renderer";
import type { LoadProducts } from "../shared-loads";

/**
 * What one page renders with, and the parts of its memo key besides its address, view and site
 * day (page-dispatcher.ts keeps a page per address, day, variant and version).
 */
export type PageData = {
  /** The page's product list (page.products), null when it has none or none is known yet. */
  products: ProductsResponse | null;
  /** Everything else it renders with (Astro.locals besides its route and products). */
  locals: PageExtras;
  /** Makes it another page, kept beside the plain one (a town whose partner page is gone). Absent: the plain page. */
  variant?: string;
  /**
   * The version of what it shows besides its products (the sympathy sections, the May 10 list,
   * the care list's prices): a new one replaces the kept page. Absent: nothing besides products.
   */
  version?: string;
};

/** One page kind's data. */
export type PageLoader = {
  load(page: OnDemandPage): Promise<PageData>;
  /**
   * The locals answering the page's visitor query (page.answerQuery: the sympathy page's service
   * form), rendered for that query only and kept among the answers. Absent: the kind answers no
   * query, and such a page is shown plain.
   */
  answer?: (page: OnDemandPage) => Promise<PageExtras>;
};

/** A loader for every kind of on-demand page: a kind added to OnDemandPage without one is a type error. */
export type PageLoaders = { readonly [Kind in OnDemandPage["section"]]: PageLoader };

/** The page's own product list, within the load's budget; null for a page that shows none. */
export function productsOf(load: LoadProducts, page: Pick<OnDemandPage, "products">): Promise<ProductsResponse | null> {
  return page.products ? load(page.products) : Promise.resolve(null);
}
