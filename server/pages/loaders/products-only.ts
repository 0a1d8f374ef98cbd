import type { LoadProducts } from "../shared-loads";
import { type PageLoader, productsOf } from "./page-loader";

/**
 * A page that shows its product list and nothing more: the home page (the featured list), a
 * hospital page (get-well flowers priced delivered to the hospital's ZIP), a Spanish guide (its
 * partner category) and the admin page (none). Its memo key is its product version alone.
 */
export function productsOnlyLoader(load: LoadProducts): PageLoader {
  return { load: async (page) => ({ products: await productsOf(load, page), locals: {} }) };
}
