import { shortHash } from "../../hash/short-hash";
import type { FuneralSection } from "#core/content/funeral-pieces";
import type { ProductCard } from "#core/products/schema";
import type { OnDemandPage } from "#core/site/page-route";
import type { FuneralLoad } from "../funeral-sections";

/** Prices cards delivered to a ZIP where the partner can (ProductsService.price). */
export type PriceCards = (cards: ProductCard[], zip: string) => Promise<ProductCard[]>;

/** The sympathy page's sections with their version (the page's memo key), or null when the partner has none. */
export type SympathySections = (page: Pick<OnDemandPage, "products">) => Promise<{ funeral: FuneralSection[]; version: string } | null>;

/** The category whose page shows the sections, in either edition (a Spanish page carries the English slug). */
const SYMPATHY_SLUG = "sympathy-funeral";

/** Whether a category page is the sympathy page: by its kind and slug, never by its address, so both editions get the sections. */
export function isSympathyPage(page: Pick<OnDemandPage, "section" | "slug" | "known">): boolean {
  return page.section === "categories" && page.known && page.slug === SYMPATHY_SLUG;
}

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

/**
 * The sympathy page's purpose sections (docs/decisions/0033), versioned by the products they show.
 * The version is hashed once per loaded list (the load hands out the same array while it reuses it),
 * not on every request of the kept page. A page for a town (a service answer, a town page's link to
 * the form) shows them priced delivered to that town's ZIP (issue 37). The sections are the same
 * products in both editions; the page's locale says them in its language (docs/decisions/0052).
 */
export function sympathySections(load: FuneralLoad, price?: PriceCards): SympathySections {
  const versions = new WeakMap<FuneralSection[], string>();
  return async (page) => {
    const loaded = await load();
    if (loaded.length === 0) return null;
    const zip = page.products?.zip;
    const sections = zip && price ? await pricedSections(loaded, zip, price) : loaded;
    let version = versions.get(sections);
    if (!version) {
      version = shortHash(JSON.stringify(sections.map((section) => section.products)), 16);
      versions.set(sections, version);
    }
    return { funeral: sections, version };
  };
}
