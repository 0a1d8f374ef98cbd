/**
 * A town as the ZIP rule sees it: its own ZIPs and, for a town listed without any, the
 * ZIPs that reach it (Boys Town: 68010). Directory records and search fixtures both fit.
 */
export type ZipTown = { slug: string; zipCodes: readonly string[]; servedZips?: readonly string[] };

/** Every ZIP that leads to the town: its own, then those that serve it. */
export function searchableZips(town: ZipTown): readonly string[] {
  return town.servedZips && town.servedZips.length > 0 ? [...town.zipCodes, ...town.servedZips] : town.zipCodes;
}

/**
 * The one rule for which town a ZIP belongs to (search, town facts): a town's own ZIP
 * beats a ZIP that only serves a town; between equals the first town in the given
 * order wins (the directory's order, by name: 68127 is Omaha's, not Ralston's).
 */
export function zipOwners<T extends ZipTown>(towns: readonly T[]): ReadonlyMap<string, T> {
  const owners = new Map<string, T>();
  for (const town of towns) {
    for (const zip of town.zipCodes) if (!owners.has(zip)) owners.set(zip, town);
  }
  for (const town of towns) {
    for (const zip of town.servedZips ?? []) if (!owners.has(zip)) owners.set(zip, town);
  }
  return owners;
}
