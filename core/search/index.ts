export { createSearchIndex, type SearchCity, type SearchEntry, type SearchIndex } from "./search-index";
export { isFullZip, isZipFragment, MAX_SUGGESTIONS, suggestCities } from "./suggest";
export { resolveSearchTarget, suggestionTarget } from "./resolve-target";
export { ANYWHERE_BUTTON_TEXT, NO_MATCH_HINTS, noMatchHint, noMatchText, type SearchVariant } from "./messages";
export { FILTER_MAX_LENGTH, filterCitySlugs } from "./filter";
export { directorySearchIndex } from "./directory-index";
export { FIND_PLACEMENTS, FIND_QUERY_MAX_LENGTH, findQuerySchema, resolveFind, type FindQuery } from "./find";
