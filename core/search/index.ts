export { createSearchIndex, searchableZips, type SearchCity, type SearchEntry, type SearchIndex } from "./search-index";
export { isFullZip, isZipFragment, MAX_SUGGESTIONS, suggestCities } from "./suggest";
export { partnerSlugFor, resolveSearchTarget, type SearchLinks } from "./resolve-target";
export { ANYWHERE_BUTTON_TEXT, NO_MATCH_HINTS, noMatchHint, noMatchText, type SearchVariant } from "./messages";
export { FILTER_MAX_LENGTH, filterCitySlugs } from "./filter";
