import type { ProductsResponse } from "#core/products/schema";

/**
 * What a products island is told about the products the server rendered for it.
 *
 * The cards themselves reach the island as Astro slots (children rendered on the server:
 * docs.astro.build, "Passing children to framework components"), which Astro sends once,
 * as HTML, and hands back to the island at hydration as that same HTML. The island's props
 * carry only this summary, so the page holds each product once and the island never has to
 * rebuild a list from markup (docs/decisions/0039).
 */
export type ServedProducts = Omit<ProductsResponse, "products"> & {
  /** How many products the server had; the cards in the slots are made from them. */
  count: number;
  /** True when a card carries the partner's delivered total; else the collection says once that charge and tax come at checkout. */
  delivered: boolean;
};

export function servedProducts(response: ProductsResponse | null | undefined): ServedProducts | null {
  if (!response) return null;
  const { products, ...rest } = response;
  return { ...rest, count: products.length, delivered: anyDelivered(products) };
}

/** True when the partner priced a card delivered (issue 37: then no collection-wide checkout note). */
export function anyDelivered(products: readonly ProductsResponse["products"][number][]): boolean {
  return products.some((product) => product.delivered !== undefined);
}

/** True when the server rendered cards for the island (its slots hold them). */
export function hasServedCards(served: ServedProducts | null | undefined): served is ServedProducts {
  return (served?.count ?? 0) > 0;
}

/** True when a server answer has products to show. */
export function hasProducts(response: ProductsResponse | null | undefined): response is ProductsResponse {
  return (response?.products.length ?? 0) > 0;
}

/**
 * True when the server asked for products and there are none to be had (the partner did not
 * answer, or listed nothing): the page draws its quiet empty state, with no island to wake.
 * Null means the server does not know yet; that placeholder is an island that fetches them.
 */
export function knownEmpty(response: ProductsResponse | null | undefined): response is ProductsResponse {
  return response != null && response.products.length === 0;
}
