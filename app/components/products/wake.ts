import type { ProductsResponse } from "#core/products/schema";
import { hasProducts } from "./served-products";

/**
 * How a products island wakes (app/astro/directives/near.ts): with products in the
 * HTML it can wait for the visitor's first move; with only a placeholder it loads
 * them as soon as it is seen, so a visitor who never moves still gets products.
 */
export const wake = (initial: ProductsResponse | null | undefined): "contact" | "visible" => (hasProducts(initial) ? "contact" : "visible");
