const ZIP = /^\d{5}$/;

/**
 * Longest "town or ZIP" a visitor may give anywhere (the price finder, a view's `to`, the service
 * form's town): the longest town name is under 30 characters; longer text is not looked up.
 */
export const MAX_TOWN_TEXT = 60;

/** Exactly five digits, nothing around them: a ZIP as it may go into a partner request. */
export function isZip(text: string): boolean {
  return ZIP.test(text);
}

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
