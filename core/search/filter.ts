import { searchableZips } from "../nebraska/zip";
import { foldText, type SearchIndex } from "./search-index";

/** Longer text matches nothing a town name or ZIP could hold; the cap keeps a pasted essay cheap. */
export const FILTER_MAX_LENGTH = 60;

const DIGITS = /^\d{1,5}$/;

/**
 * The towns a list filter keeps for the typed text: names containing it (any case),
 * or, for 1-5 digits, towns with a ZIP starting with them, counting the ZIPs that
 * serve towns without their own. Blank text keeps every town (null).
 */
export function filterCitySlugs(index: SearchIndex, input: string): Set<string> | null {
  const text = foldText(input.trim().slice(0, FILTER_MAX_LENGTH));
  if (text === "") return null;
  const digits = DIGITS.test(text);
  const kept = new Set<string>();
  for (const { city, lowerName } of index.entries) {
    if (lowerName.includes(text) || (digits && searchableZips(city).some((zip) => zip.startsWith(text)))) kept.add(city.slug);
  }
  return kept;
}
