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
  REGIONS,
  citiesByRegion,
  getAllCities,
  getCityByName,
  getCityBySlug,
} from "./directory";
export type { AreaGroup, RegionGroup } from "./directory";
export { searchableZips, zipOwners, type ZipTown } from "./zip";
export {
  COMPASS_DIRECTIONS,
  DEFAULT_COORDINATES,
  compassDirection,
  quarterOf,
  QUARTERS,
  type Quarter,
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
export { servedZipsOf } from "./served-zips";
