/** A stable hash for ids and wording choices (content, picture addresses): no dependency, so any folder may use it. */

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
