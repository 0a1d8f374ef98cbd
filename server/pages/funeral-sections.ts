import { shortHash } from "../hash/short-hash";
import { FUNERAL_PIECES, type FuneralSection, funeralSections } from "#core/content/funeral-pieces";
import type { ProductCard } from "#core/products/schema";
import type { OnDemandPage } from "#core/site/page-route";
import type { ProductsService } from "../products/service";
import { within } from "../concurrency/within";

/** As long as a page render waits for products (load-products.ts): past it, the page goes without the sections this time. */
const BUDGET_MS = 150;
/** One answer serves every render for this long (each request of a kept page asks for its version). */
const REUSE_MS = 1_000;

export type FuneralLoad = () => Promise<FuneralSection[]>;

/**
 * The sympathy page's purpose sections (docs/decisions/0033): each funeral code's products
 * from the products service (the API provider only; the crawler has no codes and gets none),
 * all codes asked at once, within the render budget. A code that fails or answers nothing
 * leaves its section out.
 */
export function funeralProducts(products: Pick<ProductsService, "byCode">, budgetMs = BUDGET_MS, now: () => number = Date.now): FuneralLoad {
  let kept: { at: number; sections: FuneralSection[] } | undefined;
  return async () => {
    if (kept && now() - kept.at < REUSE_MS) return kept.sections;
    const lists = await Promise.all(
      FUNERAL_PIECES.map(async (piece): Promise<[string, ProductCard[]]> => {
        const answer = await within(products.byCode(piece.code).catch(() => null), budgetMs, () => null);
        return [piece.code, answer?.products ?? []];
      }),
    );
    const sections = funeralSections(new Map(lists));
    kept = { at: now(), sections };
    return sections;
  };
}

/** Prices cards delivered to a ZIP where the partner can (ProductsService.price). */
export type PriceCards = (cards: ProductCard[], zip: string) => Promise<ProductCard[]>;

/** The sections with every card priced delivered to the ZIP in one call, split back by section. */
async function pricedSections(sections: FuneralSection[], zip: string, price: PriceCards): Promise<FuneralSection[]> {
  const priced = await price(sections.flatMap((section) => section.products), zip);
  let at = 0;
  return sections.map((section) => {
    const products = priced.slice(at, at + section.products.length);
    at += section.products.length;
    return { ...section, products };
  });
}

/** The category whose page shows the sections, in either edition (a Spanish page carries the English slug). */
const SYMPATHY_SLUG = "sympathy-funeral";

/** Whether a matched page is the sympathy page: by its kind and slug, never by its address, so both editions get the sections. */
export function isSympathyPage(page: Pick<OnDemandPage, "section" | "slug" | "known">): boolean {
  return page.section === "categories" && page.known && page.slug === SYMPATHY_SLUG;
}

/**
 * The sections as a page's extras, versioned by the products they show (the rendered-page memo key).
 * The version is hashed once per loaded list (the load hands out the same array while it reuses it),
 * not on every request of the kept page. A page for a town (a service answer, a town page's link to
 * the form) shows them priced delivered to that town's ZIP (issue 37). The sections are the same
 * products in both editions; the page's locale says them in its language (docs/decisions/0052).
 */
export function funeralExtras(load: FuneralLoad, price?: PriceCards) {
  const versions = new WeakMap<FuneralSection[], string>();
  return async (page: Pick<OnDemandPage, "section" | "slug" | "known" | "products">) => {
    if (!isSympathyPage(page)) return null;
    const loaded = await load();
    if (loaded.length === 0) return null;
    const zip = page.products?.zip;
    const sections = zip && price ? await pricedSections(loaded, zip, price) : loaded;
    let version = versions.get(sections);
    if (!version) {
      version = shortHash(JSON.stringify(sections.map((section) => section.products)), 16);
      versions.set(sections, version);
    }
    return { locals: { funeral: sections }, version };
  };
}
