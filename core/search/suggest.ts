import { isZip, searchableZips } from "../nebraska/zip";
import { foldText, type SearchCity, type SearchIndex } from "./search-index";

/** docs/product.md: at most six suggestions. */
export const MAX_SUGGESTIONS = 6;

/** docs/product.md: the ZIP helper wakes up at 3 to 5 digits. */
const ZIP_FRAGMENT = /^\d{3,5}$/;

export function isZipFragment(input: string): boolean {
  return ZIP_FRAGMENT.test(input.trim());
}

export function isFullZip(input: string): boolean {
  return isZip(input.trim());
}

/**
 * Cities whose ZIPs start with the digits. docs/product.md only says an exact ZIP puts
 * its city first; ZIPs are 5 digits, so 3 and 4 digits can never match exactly.
 * Our rule: 3 or 4 digits are a ZIP prefix ("688" lists 688xx towns, "6880"
 * lists 6880x towns), so a visitor typing a ZIP sees towns before finishing it.
 * Towns are ordered by their lowest matching ZIP (closest to what is typed),
 * then directory order; with 5 digits this is exactly the ZIP's town(s).
 */
function zipMatches(index: SearchIndex, digits: string): SearchCity[] {
  const ranked: { city: SearchCity; zip: string; position: number }[] = [];
  index.entries.forEach(({ city }, position) => {
    const lowest = searchableZips(city).filter((zip) => zip.startsWith(digits)).sort()[0];
    if (lowest !== undefined) ranked.push({ city, zip: lowest, position });
  });
  ranked.sort((a, b) => (a.zip === b.zip ? a.position - b.position : a.zip < b.zip ? -1 : 1));
  return ranked.map((entry) => entry.city);
}

/**
 * Case-insensitive substring match on the city name (docs/product.md, "Search"). Names that start
 * with the text come before names that merely contain it ("lin" offers Lincoln
 * before Franklin); otherwise directory order.
 */
function nameMatches(index: SearchIndex, lowerInput: string): SearchCity[] {
  const starts: SearchCity[] = [];
  const contains: SearchCity[] = [];
  for (const { city, lowerName } of index.entries) {
    const at = lowerName.indexOf(lowerInput);
    if (at === 0) starts.push(city);
    else if (at > 0) contains.push(city);
  }
  return [...starts, ...contains];
}

/**
 * Suggestions for the search box (docs/product.md, "Search"): trimmed, case-insensitive, at most
 * `max`. A 3-5 digit input adds ZIP matches; a full ZIP's own town comes first.
 * Digits shorter than 3 fall to the name match, which finds nothing in a directory of names.
 */
export function suggestCities(index: SearchIndex, input: string, max = MAX_SUGGESTIONS): SearchCity[] {
  const text = input.trim();
  if (text === "" || max <= 0) return [];

  const candidates: SearchCity[] = [];
  if (ZIP_FRAGMENT.test(text)) {
    const exact = index.cityByZip.get(text);
    if (exact) candidates.push(exact);
    candidates.push(...zipMatches(index, text));
  }
  candidates.push(...nameMatches(index, foldText(text)));

  const seen = new Set<string>();
  const result: SearchCity[] = [];
  for (const city of candidates) {
    if (seen.has(city.slug)) continue;
    seen.add(city.slug);
    result.push(city);
    if (result.length === max) break;
  }
  return result;
}
