import type { ServiceAnswers } from "../../delivery/service-answer";
import { type LoadProducts, sharedLoads } from "../shared-loads";
import { type TownCarePrices, careListLoader } from "./care-list";
import { categoryLoader } from "./category";
import type { MayTenthList } from "./may-tenth";
import type { PageLoaders } from "./page-loader";
import { productsOnlyLoader } from "./products-only";
import type { SympathySections } from "./sympathy-sections";
import { type GoneTowns, townLoader } from "./town";

type PageSources = {
  /** Products for a render within its budget (load-products.ts). */
  loadProducts: LoadProducts;
  /** Towns whose partner page is gone; absent: none is. */
  goneTowns?: GoneTowns | undefined;
  sympathy?: SympathySections | undefined;
  mayTenth?: MayTenthList | undefined;
  carePrices?: TownCarePrices | undefined;
  serviceAnswers?: ServiceAnswers | undefined;
};

/**
 * Each on-demand page kind's loader (issue 47, item 3): what a page renders with is read in its
 * kind's file. Concurrent renders of one product source share one load (shared-loads.ts).
 */
export function pageLoaders({ loadProducts, goneTowns, sympathy, mayTenth, carePrices, serviceAnswers }: PageSources): PageLoaders {
  const products = sharedLoads(loadProducts);
  return {
    home: productsOnlyLoader(products),
    cities: townLoader(products, goneTowns),
    categories: categoryLoader(products, { sympathy, mayTenth, serviceAnswers }),
    hospitals: productsOnlyLoader(products),
    care: careListLoader(carePrices),
    guides: productsOnlyLoader(products),
    admin: productsOnlyLoader(products),
  };
}
