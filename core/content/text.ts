/** Small text helpers shared by the content builders. */

/**
 * 32-bit FNV-1a with a murmur3 finaliser: stable across runtimes, so a town
 * always gets the same wording. Plain FNV's low bits depend only on the low bits
 * of each character, so `hash % 4` would pick the same variant in every slot for
 * many pairs of towns; the finaliser mixes the high bits down. Another `basis`
 * gives an independent hash of the same text (two make a 64-bit id).
 */
export function stableHash(input: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Picks one entry of a non-empty pool, keyed by a name and a slot so slots vary independently. */
export function pick<T>(pool: readonly [T, ...T[]], name: string, slot: string): T {
  return pool[stableHash(`${name}|${slot}`) % pool.length] ?? pool[0];
}

const CITY_TOKEN = /\{cityName\}/g;

export function fillCityName(text: string, cityName: string): string {
  return text.replace(CITY_TOKEN, cityName);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export function formatThousands(value: number): string {
  return Math.round(value).toLocaleString("en-US");
}
