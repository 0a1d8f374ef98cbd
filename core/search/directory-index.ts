import { getAllCities } from "../nebraska/directory";
import { servedZipsOf } from "../nebraska/served-zips";
import { createSearchIndex, type SearchIndex } from "./search-index";

let index: SearchIndex | undefined;

/**
 * The search index over the whole directory, shared by the search island and the
 * server's plain-form route so both answer a query the same way. Towns listed without
 * ZIPs are still found by the ZIPs that serve them (Boys Town: 68010).
 */
export function directorySearchIndex(): SearchIndex {
  index ??= createSearchIndex(getAllCities().map((city) => ({ ...city, servedZips: servedZipsOf(city) })));
  return index;
}
