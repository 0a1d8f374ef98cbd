import { zipOwners, type ZipTown } from "../nebraska/zip";

/**
 * The slice of a directory City the search needs; fixtures can supply just this.
 * `servedZips` are the ZIPs that reach a town listed without ZIPs of its own (Boys Town: 68010).
 */
export type SearchCity = ZipTown & { name: string };

export type SearchEntry = { city: SearchCity; lowerName: string };

export type SearchIndex = {
  /** Directory order is kept: it is the tie-breaker for every ranking. */
  entries: readonly SearchEntry[];
  /** Exact ZIP to town, by the one ZIP rule (core/nebraska/zip.ts). */
  cityByZip: ReadonlyMap<string, SearchCity>;
};

/**
 * The form names and typed text are compared in: lowercase, accents and other marks taken off
 * ("Léxington", "grand ísla" read as "lexington", "grand isla"), so accents are optional in what
 * a visitor types (issue 41) and a name with an accent is found without one.
 */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Built once per directory so each keystroke only scans precomputed folded (lowercase, unaccented) names. */
export function createSearchIndex(cities: readonly SearchCity[]): SearchIndex {
  const entries = cities.map((city) => ({ city, lowerName: foldText(city.name) }));
  return { entries, cityByZip: zipOwners(cities) };
}
