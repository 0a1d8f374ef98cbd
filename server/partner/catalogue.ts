import { CAROUSEL_SOURCE_SLUGS, PARTNER_CATEGORY_PATHS, type PartnerCategorySlug, partnerCategoryPageUrl } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { FUNERAL_PIECES } from "#core/content/funeral-pieces";
import type { ExtractReport } from "#core/products/extract";
import { PRODUCTS_PER_PAGE_CAROUSEL, PRODUCTS_PER_PAGE_CATEGORY } from "#core/products/types";
import type { Extractor } from "./extraction";

/**
 * One stored answer the products come from: a partner page or an API call, and how many
 * products to take; with `fallback`, the list shown when this one answers empty or fails
 * (a seasonal code off season), and `code` names the partner's code for /admin/.
 */
export type ProductList = { url: string; limit: number; code?: string; fallback?: ProductList };

/** Product cards read from a stored answer, before the safety filters and tracking. */
export type ReadOutcome = ExtractReport & { ms: number };

/**
 * Where a provider's products live: which stored answers make a category or the
 * carousel, and how cards are read from them. The products service does the rest
 * (cache, memo, safety, tracking, merge) the same way for every provider.
 */
export type ProductCatalogue = {
  category(slug: PartnerCategorySlug): ProductList;
  /** The carousel's lists, merged round-robin in this order. */
  featured(): readonly ProductList[];
  /** Rejects when the answer cannot be read at all. */
  read(list: ProductList, body: string): Promise<ReadOutcome>;
  /** One partner API code's list (the sympathy page's funeral pieces); only the API has codes. */
  code?(code: string): ProductList;
};


/** Every stored answer a catalogue reads today (the admin forgets the others). */
export function catalogueUrls(catalogue: ProductCatalogue): string[] {
  const pieces = catalogue.code ? FUNERAL_PIECES.map((piece) => catalogue.code?.(piece.code)).filter((list) => list !== undefined) : [];
  const lists = [...(Object.keys(PARTNER_CATEGORY_PATHS) as PartnerCategorySlug[]).map((slug) => catalogue.category(slug)), ...catalogue.featured(), ...pieces];
  return [...new Set(lists.flatMap((list) => [list.url, ...(list.fallback ? [list.fallback.url] : [])]))];
}

/** The crawler's: the partner's category pages, read by the extractor (a worker pool in production). */
export function pagesCatalogue(siteConfig: SiteConfig, extractor: Extractor): ProductCatalogue {
  return {
    category: (slug) => ({ url: partnerCategoryPageUrl(siteConfig, slug), limit: PRODUCTS_PER_PAGE_CATEGORY }),
    featured: () => CAROUSEL_SOURCE_SLUGS.map((slug) => ({ url: partnerCategoryPageUrl(siteConfig, slug), limit: PRODUCTS_PER_PAGE_CAROUSEL })),
    read: (list, body) => extractor.extract({ html: body, pageUrl: list.url, limit: list.limit }),
  };
}
