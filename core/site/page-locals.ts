import type { CareListPrices } from "../products/care-list-prices";
import type { FuneralSection } from "../content/funeral-pieces";
import type { MayTenthTownOrderBy } from "../content/may-tenth";
import type { ServicePage } from "../delivery/service-query";
import type { ProductsResponse } from "../products/schema";
import type { OnDemandPage } from "./page-route";

/**
 * What the server hands an on-demand page as Astro.locals, declared once: app/env.d.ts gives it
 * to Astro, server/pages/page-renderer.ts renders with it. Products come from the page cache,
 * never from a crawl made for the render.
 */
export type PageLocals = {
  /**
   * The request as matched once (core/site/page-route.ts): section, slug, town, ZIP, view and
   * answer query. The page reads these rather than its address (app/middleware.ts matches it
   * for a page Astro renders itself, in development).
   */
  route?: OnDemandPage | null;
  featured?: ProductsResponse | null;
  category?: ProductsResponse | null;
  /** The sympathy page's service form as asked in its query string, with the server's answer. */
  service?: ServicePage;
  /** A town page whose partner page the link checker finds gone: its partner links open the Nebraska page. */
  partnerPageGone?: boolean;
  /** The sympathy page's purpose sections (API provider only), each with its code's products. */
  funeral?: FuneralSection[] | null;
  /** Día de las Madres: per town, the order-by for May 10 from the checker's calendars (partner days where it lists them). */
  mayTenth?: MayTenthTownOrderBy[];
  /** A town's care list (issue 49): one product's delivered total to each place's ZIP, where the partner gave one. */
  careList?: CareListPrices | null;
};
