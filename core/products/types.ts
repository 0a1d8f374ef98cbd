/** One product taken from a partner page (spec §3 Product card). */
export type ProductCard = {
  /** Image alt, link title or link text; 'View Product' when none. */
  title: string;
  /** The first dollar amount near the link, e.g. "$49.99", when one is found. */
  price?: string;
  /** Absolute http(s) address of the product image. */
  image: string;
  /** Absolute http(s) address of the product page (tracking is added by the API). */
  url: string;
};

export const DEFAULT_PRODUCT_TITLE = "View Product";

/** Products kept per partner page (spec §5, §9). */
export const PRODUCTS_PER_PAGE_CAROUSEL = 50;
export const PRODUCTS_PER_PAGE_CATEGORY = 24;
/** Size of the merged carousel list (spec §5, §9). */
export const CAROUSEL_TOTAL = 20;
