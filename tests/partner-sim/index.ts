export { startPartnerSim, SIM_MODES, DEFAULT_FIRECRAWL_KEY, type PartnerSim, type SimMode, type SimStats } from "./server";
export { categoryProducts, expectedProducts, SHARED_PRODUCT, OFFSITE_PRODUCT_URL, MARKUP_TITLE } from "./catalog";
export { categoryPage, largeCategoryPage } from "./pages";
