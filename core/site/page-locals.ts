import type { FuneralSection } from "../content/funeral-pieces";
import type { ServicePage } from "../delivery/service-query";
import type { ProductsResponse } from "../products/schema";

/**
 * What the server hands an on-demand page as Astro.locals, declared once: app/env.d.ts gives it
 * to Astro, server/pages/rendered-pages.ts renders with it. Products come from the page cache,
 * never from a crawl made for the render.
 */
export type PageLocals = {
  featured?: ProductsResponse | null;
  category?: ProductsResponse | null;
  /** The sympathy page's service form as asked in its query string, with the server's answer. */
  service?: ServicePage;
  /** The sympathy page's purpose sections (API provider only), each with its code's products. */
  funeral?: FuneralSection[] | null;
};
