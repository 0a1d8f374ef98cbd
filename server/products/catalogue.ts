import { CAROUSEL_SOURCE_SLUGS, type PartnerCategorySlug, partnerCategoryPageUrl, partnerProductPageUrl } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { FUNERAL_PIECES, PRODUCTS_PER_PIECE } from "#core/content/funeral-pieces";
import { FLORISTONE_CATEGORY_CODES, FLORISTONE_CODES, type FloristoneCode, FLORISTONE_COUNTS, FLORISTONE_FEATURED_CODE, floristoneProductsUrl } from "#core/partner-api/categories";
import { readFloristoneProducts } from "#core/partner-api/products";
import type { ProductCard } from "#core/products/schema";
import { PRODUCTS_PER_PAGE_CAROUSEL, PRODUCTS_PER_PAGE_CATEGORY } from "#core/products/types";
import type { Extractor } from "../partner/extraction";

/**
 * One stored answer the products come from: a partner page or an API call, and how many
 * products to take; with `fallback`, the list shown when this one answers empty or fails
 * (a seasonal code off season), and `code` names the partner's code for /admin/.
 */
export type ProductList = { url: string; limit: number; code?: string; fallback?: ProductList };

/** Product cards read from a stored answer, before the safety filters and tracking. */
export type ReadOutcome = { products: ProductCard[]; complete: boolean; ms: number };

/**
 * Where a provider's products live: which stored answers make a category or the
 * carousel, and how cards are read from them. The products service does the rest
 * (cache, memo, safety, tracking, merge) the same way for every provider.
 */
export type ProductCatalogue = {
  readonly kind: "pages" | "api";
  category(slug: PartnerCategorySlug): ProductList;
  /** The carousel's lists, merged round-robin in this order. */
  featured(): readonly ProductList[];
  /** Rejects when the answer cannot be read at all. */
  read(list: ProductList, body: string): Promise<ReadOutcome>;
  /** One partner API code's list (the sympathy page's funeral pieces); only the API has codes. */
  code?(code: string): ProductList;
};

const CATEGORY_SLUGS = Object.keys(FLORISTONE_CATEGORY_CODES) as PartnerCategorySlug[];

/** Every stored answer a catalogue reads today (the admin forgets the others). */
export function catalogueUrls(catalogue: ProductCatalogue): string[] {
  const pieces = catalogue.code ? FUNERAL_PIECES.map((piece) => catalogue.code?.(piece.code)).filter((list) => list !== undefined) : [];
  const lists = [...CATEGORY_SLUGS.map((slug) => catalogue.category(slug)), ...catalogue.featured(), ...pieces];
  return [...new Set(lists.flatMap((list) => [list.url, ...(list.fallback ? [list.fallback.url] : [])]))];
}

/** The crawler's: the partner's category pages, read by the extractor (a worker pool in production). */
export function pagesCatalogue(siteConfig: SiteConfig, extractor: Extractor): ProductCatalogue {
  return {
    kind: "pages",
    category: (slug) => ({ url: partnerCategoryPageUrl(siteConfig, slug), limit: PRODUCTS_PER_PAGE_CATEGORY }),
    featured: () => CAROUSEL_SOURCE_SLUGS.map((slug) => ({ url: partnerCategoryPageUrl(siteConfig, slug), limit: PRODUCTS_PER_PAGE_CAROUSEL })),
    read: (list, body) => extractor.extract({ html: body, pageUrl: list.url, limit: list.limit }),
  };
}

export type ApiCatalogueOptions = { siteConfig: SiteConfig; apiBaseUrl: string; productUrlTemplate: string };

/**
 * The partner API's: getproducts per category code, the best sellers for the carousel.
 * An answer is at most 1 MB and its depth was checked before it was stored, so it is
 * read on this thread (a few milliseconds, once per stored version).
 */
export function apiCatalogue({ siteConfig, apiBaseUrl, productUrlTemplate }: ApiCatalogueOptions): ProductCatalogue {
  const productUrl = (code: string) => partnerProductPageUrl(siteConfig, productUrlTemplate, code);
  return {
    kind: "api",
    category: (slug) => {
      const row: FloristoneCode = FLORISTONE_CODES[slug];
      const list = (code: string): ProductList => ({ url: floristoneProductsUrl(apiBaseUrl, code, FLORISTONE_COUNTS.category), limit: FLORISTONE_COUNTS.category, code });
      return row.fallback ? { ...list(FLORISTONE_CATEGORY_CODES[slug]), fallback: list(row.fallback) } : list(FLORISTONE_CATEGORY_CODES[slug]);
    },
    featured: () => [{ url: floristoneProductsUrl(apiBaseUrl, FLORISTONE_FEATURED_CODE, FLORISTONE_COUNTS.featured), limit: FLORISTONE_COUNTS.featured }],
    // A section shows PRODUCTS_PER_PIECE; a few more leave room for the ones the safety filter drops.
    code: (code) => ({ url: floristoneProductsUrl(apiBaseUrl, code, PRODUCTS_PER_PIECE * 2), limit: PRODUCTS_PER_PIECE * 2, code }),
    async read(list, body) {
      const started = performance.now();
      const products = readFloristoneProducts(body, { limit: list.limit, productUrl, imageBase: siteConfig.partnerBaseUrl });
      if (!products) throw new Error("stored partner API answer is not a product list");
      return { products, complete: true, ms: performance.now() - started };
    },
  };
}
