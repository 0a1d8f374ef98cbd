/** 32-bit string hash (Java's String.hashCode): cheap, stable across runtimes. */
export function hashName(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  }
  return hash;
}

/** mulberry32: a tiny seeded generator so the same city always gets the same picks. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Up to `count` other cities for the service-area block (spec §5): pseudo-random but
 * stable, seeded by a hash of the city name plus 77. Candidates are sorted and
 * de-duplicated first so the caller's ordering cannot change the result.
 */
export function relatedCities(cityName: string, candidates: readonly string[], count = 3): string[] {
  const self = cityName.trim().toLowerCase();
  const pool = [...new Set(candidates)]
    .filter((name) => name.trim().toLowerCase() !== self)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const random = seededRandom(hashName(cityName) + 77);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, Math.max(0, count));
}
