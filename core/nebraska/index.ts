export type { City, Coordinates, CountyRecord, RegionName, TimeZone } from "./types";
export { countyRecord } from "./counties";
export type { CityRow, RegionTable } from "./rows";
export {
  CITY_SLUG_ALIASES,
  categorySlug,
  cityNameFromSlug,
  citySlug,
  resolveCitySlug,
} from "./slug";
export {
  CITY_NAMES,
  PARTNER_CITY_SLUG_BY_NAME,
  REGIONS,
  citiesByRegion,
  getAllCities,
  getCityByName,
  getCityBySlug,
  partnerCityPath,
} from "./directory";
export type { AreaGroup, RegionGroup } from "./directory";
export { ZIP_TO_CITY, findCitiesByZipPrefix, findCityByZip } from "./zip";
export {
  COMPASS_DIRECTIONS,
  DEFAULT_COORDINATES,
  compassDirection,
  coordinatesFor,
  distanceKm,
  HUB_MIN_POPULATION,
  LARGER_TOWN_MIN_POPULATION,
  nearbyTowns,
  nearestHub,
  nearestLargerCity,
  relativePoint,
} from "./geo";
export type { CompassDirection, RelativeTown } from "./geo";
export { SERVED_ZIPS_BY_TOWN, servedZipsOf } from "./served-zips";
