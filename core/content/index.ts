export type { CategoryOverride, CityProfile, CommunityType, FaqEntry } from "./types";
export {
  CATEGORY_CARDS,
  CATEGORY_PAGES,
  categorySlug,
  getCategoryPage,
  homeCategoryCards,
  isCategorySlug,
} from "./categories";
export type { CategoryCard, CategoryColour, CategoryPage, CategorySlug } from "./categories";
export { FEATURED_CITIES } from "./featured-cities";
export type { FeaturedCityCard } from "./featured-cities";
export { HOME_BENEFITS, HOME_FAQ, TRUSTED_NETWORK } from "./home";
export type { BenefitTile } from "./home";
export { CITY_PROFILES, FULLY_WRITTEN_CITIES, PARTLY_WRITTEN_CITIES, getCityProfile } from "./city-profiles";
export { SERVICE_CARD_FRAME } from "./city-copy/services";
export { buildCityPageContent, cityPageText } from "./city-page";
export type { CityPageContent, CityPageOptions, RelatedCityLink, ServiceCard, TownLink } from "./city-page";
export { fillCityName } from "./text";
