export { startPartnerSim, SIM_MODES, DEFAULT_FIRECRAWL_KEY, type PartnerSim, type SimMode, type SimStats } from "./server";
export { categoryProducts, expectedProducts, SHARED_PRODUCT, OFFSITE_PRODUCT_URL, MARKUP_TITLE, NAMELESS_PRODUCT_TITLE } from "./catalog";
export { categoryPage, largeCategoryPage } from "./pages";
export { API_FAULTS, API_PATH, DEFAULT_API_KEY, DEFAULT_API_PASSWORD, apiCategoryProducts, simDeliveryDates, type ApiFault } from "./api";
export { SERVICE_CHARGE, TOTAL_FAULTS, taxRate, type TotalFault } from "./totals";
export { SEASONS, type Season } from "./codes";
