/**
 * The slice of a directory City the search needs; fixtures can supply just this.
 * `servedZips` are the ZIPs that reach a town listed without ZIPs of its own (Boys Town: 68010).
 */
export type SearchCity = { name: string; slug: string; zipCodes: readonly string[]; servedZips?: readonly string[] };

export type SearchEntry = { city: SearchCity; lowerName: string };

export type SearchIndex = {
  /** Directory order is kept: it is the tie-breaker for every ranking. */
  entries: readonly SearchEntry[];
  /**
   * Exact ZIP to city. A ZIP listed by two towns belongs to the first in directory order;
   * a town's own ZIP always wins over a ZIP that only serves another town.
   */
  cityByZip: ReadonlyMap<string, SearchCity>;
};

/** Every ZIP a visitor may type to find the town: its own, then those that serve it. */
export function searchableZips(city: SearchCity): readonly string[] {
  return city.servedZips && city.servedZips.length > 0 ? [...city.zipCodes, ...city.servedZips] : city.zipCodes;
}

/** Built once per directory so each keystroke only scans precomputed lowercase names. */
export function createSearchIndex(cities: readonly SearchCity[]): SearchIndex {
  const cityByZip = new Map<string, SearchCity>();
  for (const city of cities) {
    for (const zip of city.zipCodes) if (!cityByZip.has(zip)) cityByZip.set(zip, city);
  }
  for (const city of cities) {
    for (const zip of city.servedZips ?? []) if (!cityByZip.has(zip)) cityByZip.set(zip, city);
  }
  const entries = cities.map((city) => ({ city, lowerName: city.name.toLowerCase() }));
  return { entries, cityByZip };
}
