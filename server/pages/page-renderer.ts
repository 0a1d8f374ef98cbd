import { shortHash } from "../hash/short-hash";
import type { ProductsResponse } from "#core/products/schema";
import { viewSearch } from "#core/products/shop-view";
import type { PageLocals } from "#core/site/page-locals";
import type { OnDemandPage } from "#core/site/page-route";
import type { RenderGate } from "./render-gate";

/** The Astro server entry's export (app/astro/server-entry.ts); its locals are Astro.locals (core/site/page-locals.ts). */
export type RenderPage = (request: Request, locals: PageLocals) => Promise<Response>;

/** More a page shows than its products and its route (the sympathy page's purpose sections, a service answer). */
export type PageExtras = Omit<PageLocals, "featured" | "category" | "route">;

// Keyed by the list object: loadProducts hands out the same object while it reuses an answer.
const versions = new WeakMap<ProductsResponse, string>();

/** A short name for a product list's contents: a page is kept once per product version. */
export function productVersion(products: ProductsResponse | null): string {
  // Not known yet (a placeholder the island fills) and known to be none (the quiet empty state) are two pages.
  if (!products) return "unknown";
  if (products.products.length === 0) return "none";
  let version = versions.get(products);
  if (!version) {
    version = shortHash(JSON.stringify(products.products), 16);
    versions.set(products, version);
  }
  return version;
}

/**
 * Renders a page through Astro, one gate slot at a time: the page's route and products go in
 * as Astro.locals, and the address Astro sees carries the view or the visitor's answer query.
 */
export function pageRenderer(render: RenderPage, siteUrl: string, gate: RenderGate) {
  return (page: OnDemandPage, products: ProductsResponse | null, more: PageExtras = {}): Promise<{ status: number; html: string }> => {
    const listed = page.products?.kind === "category" ? { category: products } : page.products ? { featured: products } : {};
    const locals: PageLocals = { ...more, ...listed, route: page };
    return gate.run(async () => {
      // A category's budget and order travel as the canonical query string (core/products/shop-view.ts);
      // a visitor's answer (the service form) as the query it is made from.
      const query = page.answerQuery ?? (page.view ? viewSearch(page.view) : "");
      const response = await render(new Request(new URL(`${page.path}${query}`, siteUrl)), locals);
      return { status: response.status, html: await response.text() };
    });
  };
}

export type RenderHtml = ReturnType<typeof pageRenderer>;
