/** The slice of a directory City the search needs; fixtures can supply just this. */
export type SearchCity = { name: string; slug: string; zipCodes: string[] };

export type SearchEntry = { city: SearchCity; lowerName: string };

export type SearchIndex = {
  /** Directory order is kept: it is the tie-breaker for every ranking. */
  entries: readonly SearchEntry[];
  /** Exact ZIP to city. A ZIP listed by two towns belongs to the first in directory order. */
  cityByZip: ReadonlyMap<string, SearchCity>;
};

/** Built once per directory so each keystroke only scans precomputed lowercase names. */
export function createSearchIndex(cities: readonly SearchCity[]): SearchIndex {
  const cityByZip = new Map<string, SearchCity>();
  const entries = cities.map((city) => {
    for (const zip of city.zipCodes) {
      if (!cityByZip.has(zip)) cityByZip.set(zip, city);
    }
    return { city, lowerName: city.name.toLowerCase() };
  });
  return { entries, cityByZip };
}
