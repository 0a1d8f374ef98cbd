/** Products kept per partner page (docs/product.md). */
export const PRODUCTS_PER_PAGE_CAROUSEL = 50;
export const PRODUCTS_PER_PAGE_CATEGORY = 24;
/** Size of the merged carousel list (docs/product.md). */
export const CAROUSEL_TOTAL = 20;
