import type { ServiceAnswers } from "../../delivery/service-answer";
import type { OnDemandPage } from "#core/site/page-route";
import type { PageExtras } from "../page-renderer";
import type { LoadProducts } from "../shared-loads";
import { isMayTenthPage, type MayTenthList } from "./may-tenth";
import { type PageLoader, productsOf } from "./page-loader";
import { isSympathyPage, type SympathySections } from "./sympathy-sections";

type CategorySources = {
  /** The sympathy page's purpose sections (the API provider only: the crawler has no funeral codes). */
  sympathy?: SympathySections | undefined;
  /** Día de las Madres' order-by per town (with a delivery service). */
  mayTenth?: MayTenthList | undefined;
  /** The sympathy page's service form, answered by the server (docs/product.md, "When is the service?"). */
  serviceAnswers?: ServiceAnswers | undefined;
};

/** What a category page shows besides its products, with that part's version; null: nothing more. */
async function moreOf(page: OnDemandPage, { sympathy, mayTenth }: CategorySources): Promise<{ locals: PageExtras; version: string } | null> {
  if (sympathy && isSympathyPage(page)) {
    const sections = await sympathy(page);
    return sections && { locals: { funeral: sections.funeral }, version: sections.version };
  }
  if (mayTenth && isMayTenthPage(page)) {
    const list = await mayTenth();
    return { locals: { mayTenth: list.mayTenth }, version: list.version };
  }
  return null;
}

/**
 * A category page, in either edition, plain or with a visitor's view (a budget, an order, a town
 * its cards are priced for): the category's products (page.products, priced for the view's town),
 * and on two of them more, chosen by the page's kind and slug: the sympathy page's purpose
 * sections (priced for the asked town) and its service form's answer, and Día de las Madres'
 * order-by per town. A made-up category's shell has no products and nothing more.
 */
export function categoryLoader(load: LoadProducts, sources: CategorySources): PageLoader {
  const { serviceAnswers } = sources;
  return {
    async load(page) {
      const products = await productsOf(load, page);
      const more = await moreOf(page, sources);
      return more ? { products, locals: more.locals, version: more.version } : { products, locals: {} };
    },
    ...(serviceAnswers ? { answer: async (page: OnDemandPage) => ({ service: await serviceAnswers(new URLSearchParams(page.answerQuery), page.locale) }) } : {}),
  };
}
