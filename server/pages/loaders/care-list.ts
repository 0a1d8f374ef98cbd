import { shortHash } from "../../hash/short-hash";
import { facilitiesIn } from "#core/care/facilities";
import { careListPrices, type CareListPrices, listZips } from "#core/products/care-list-prices";
import type { ProductsService } from "../../products/service";
import { within } from "../../concurrency/within";
import type { PageLoader } from "./page-loader";

/** As long as a page render waits for the town's products (load-products.ts); past it, the list shows no prices this time. */
const BUDGET_MS = 150;
/** One answer serves every request of a town's kept list for this long (each request asks for its version). */
const REUSE_MS = 1_000;
const MAX_TOWNS = 128;

/** A town's care list's prices with their version (the page's memo key). */
export type TownCarePrices = (townSlug: string) => Promise<{ careList: CareListPrices | null; version: string }>;

/**
 * A town's care list's prices (issue 49, item 3; docs/decisions/0059): the town page's featured
 * list, priced through ProductsService.price to each ZIP of the list's places, the same
 * delivered-price code (and per-ZIP rule, at most three gettotal calls a ZIP a day) the town and
 * hospital pages use. Each ZIP waits at most the rule's own wait; a ZIP whose rule is not in yet
 * shows no figure this time, and the version (the figures themselves) changes when it comes.
 */
export function townCarePrices(products: Pick<ProductsService, "get" | "price">, budgetMs = BUDGET_MS, now: () => number = Date.now): TownCarePrices {
  const kept = new Map<string, { at: number; answer: Awaited<ReturnType<TownCarePrices>> }>();
  return async (slug) => {
    const hit = kept.get(slug);
    if (hit && now() - hit.at < REUSE_MS) return hit.answer;
    const list = await within(products.get({ kind: "featured" }).catch(() => null), budgetMs, () => null);
    const cards = list?.products ?? [];
    const zips = listZips(facilitiesIn(slug));
    const priced = cards.length === 0 ? [] : await Promise.all(zips.map(async (zip) => [zip, await products.price(cards, zip).catch(() => cards)] as const));
    const prices = careListPrices(priced);
    const version = shortHash(JSON.stringify(prices), 16);
    const answer = { careList: prices, version };
    if (kept.size >= MAX_TOWNS) kept.clear();
    kept.set(slug, { at: now(), answer });
    return answer;
  };
}

/**
 * A town's list of hospitals and assisted-living homes (issue 49, item 3): no product list of its
 * own, each place's delivered price from the town's care prices. Without them, the plain list.
 */
export function careListLoader(prices?: TownCarePrices): PageLoader {
  return {
    async load(page) {
      if (!prices || !page.town) return { products: null, locals: {} };
      const { careList, version } = await prices(page.town.slug);
      return { products: null, locals: { careList }, version };
    },
  };
}
