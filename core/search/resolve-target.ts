import type { CityTarget, PartnerTarget } from "../affiliate/target";
import type { SearchCity, SearchIndex } from "./search-index";
import { isFullZip, suggestCities } from "./suggest";

/** Where a chosen suggestion goes: its town's partner page. */
export function suggestionTarget(city: SearchCity): CityTarget {
  return { kind: "city", slug: city.slug };
}

/**
 * Where Enter or the Find button goes (docs/product.md, "Search"): empty → the Nebraska-wide page;
 * a full 5-digit ZIP of a known town → that town; otherwise the first suggestion
 * (so 3-4 digits go to the first ZIP-prefix match); nothing → the Nebraska page.
 * The address and the click report are both made from this one value.
 */
export function resolveSearchTarget(index: SearchIndex, input: string): PartnerTarget {
  const text = input.trim();
  if (text === "") return { kind: "nebraska" };

  if (isFullZip(text)) {
    const city = index.cityByZip.get(text);
    if (city) return suggestionTarget(city);
  }

  const first = suggestCities(index, text, 1)[0];
  return first ? suggestionTarget(first) : { kind: "nebraska" };
}
