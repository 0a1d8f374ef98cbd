import type { ProductCard, ProductsResponse } from "#core/products/schema";
import { useId, useState } from "react";

/**
 * A products answer whose list the page carries once, as the product cards themselves.
 *
 * An island's props are serialized into the page beside its server-rendered HTML, so a
 * list passed as a prop arrived twice (Omaha: about 570 bytes of brotli, enough to push
 * the document past the first TCP round trip). Here the list rides on the answer as a
 * non-enumerable property: the server render reads it, Astro's prop serializer
 * (Object.entries) leaves it out, and in the browser the island reads the same products
 * back from its cards before its first render, so hydration renders what the server did.
 * Were a future serializer to include the list, the island would use it as before.
 */
export type ProductsInHtml = Omit<ProductsResponse, "products"> & { products?: ProductCard[] };

export function productsInHtml(response: ProductsResponse | null | undefined): ProductsInHtml | null {
  if (!response) return null;
  const { products, ...rest } = response;
  return Object.defineProperty({ ...rest }, "products", { value: products, enumerable: false });
}

/**
 * The products of the cards under `root`, in page order, each url once (two carousels of
 * one list repeat products when the list is short). The fields are what ProductCard
 * renders: the link, the image address, the title and the price, and beside the link what
 * it holds, its size and its delivered price.
 */
export function productsFromCards(root: ParentNode | null): ProductCard[] {
  const products: ProductCard[] = [];
  const seen = new Set<string>();
  for (const card of root?.querySelectorAll('[data-slot="product-card"]') ?? []) {
    const url = card.getAttribute("href");
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const price = card.querySelector('[data-slot="product-price"]')?.textContent;
    const box = card.closest('[data-slot="product"]') ?? card;
    const text = (slot: string) => box.querySelector(`[data-slot="${slot}"]`)?.textContent ?? undefined;
    const description = text("product-description");
    const size = text("product-size")?.replace(/^Size: /, "");
    const delivered = box.querySelector('[data-slot="product-delivered"]');
    products.push({
      title: card.querySelector('[data-slot="product-title"]')?.textContent ?? "",
      ...(price ? { price } : {}),
      image: card.querySelector("img")?.getAttribute("src") ?? "",
      url,
      ...(description ? { description } : {}),
      ...(size ? { size } : {}),
      ...(delivered
        ? {
            delivered: {
              zip: delivered.getAttribute("data-zip") ?? "",
              total: text("delivered-total") ?? "",
              charge: text("delivered-charge") ?? "",
              tax: text("delivered-tax") ?? "",
              pricedAt: delivered.querySelector("time")?.getAttribute("datetime") ?? "",
            },
          }
        : {}),
    });
  }
  return products;
}

/**
 * The answer an island starts from: on the server, and wherever the props kept the list,
 * the list itself; in the browser, the cards the server rendered under `rootSelector`.
 */
export function resolveProductsInHtml(
  initial: ProductsInHtml | null | undefined,
  rootSelector: string,
  page: Pick<Document, "querySelector"> | undefined = globalThis.document,
): ProductsResponse | null {
  if (!initial) return null;
  if (initial.products) return { ...initial, products: initial.products };
  return { ...initial, products: productsFromCards(page?.querySelector(rootSelector) ?? null) };
}

/**
 * An island's starting answer and the attribute that marks its root. useId is the same in
 * the server render and at hydration (Astro gives both the island's prefix), so each island
 * reads its own cards even with two on a page. Spread `root` on the element around the cards.
 */
export function useProductsInHtml(inHtml: ProductsInHtml | null | undefined) {
  const rootId = useId();
  const [initial] = useState(() => resolveProductsInHtml(inHtml, `[data-products-root="${rootId}"]`));
  return { initial, root: { "data-products-root": rootId } };
}
