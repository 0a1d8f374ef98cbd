export const DEFAULT_PRODUCT_TITLE = "View Product";

/** Products kept per partner page (spec §5, §9). */
export const PRODUCTS_PER_PAGE_CAROUSEL = 50;
export const PRODUCTS_PER_PAGE_CATEGORY = 24;
/** Size of the merged carousel list (spec §5, §9). */
export const CAROUSEL_TOTAL = 20;
