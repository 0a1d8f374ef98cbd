import type { LRUCache } from "lru-cache";

/**
 * The promise kept under `key`, made by `make` when the cache holds none: one piece of work
 * per key, however many callers ask. An answer that `failed` calls a failure is kept only
 * `forgetMs` (the cache's own per-entry time to live), then asked again: a failure is rarely
 * the answer for good, but asking on every request would hammer whatever failed.
 */
export function remembered<K extends NonNullable<unknown>, V>(
  cache: LRUCache<K, Promise<V>>,
  key: K,
  make: () => Promise<V>,
  { failed, forgetMs }: { failed: (value: V) => boolean; forgetMs: number },
): Promise<V> {
  const kept = cache.get(key);
  if (kept) return kept;
  const made = make();
  cache.set(key, made);
  void made.then((value) => {
    // Only the entry made here: a newer one under the key keeps its own life.
    if (failed(value) && cache.peek(key) === made) cache.set(key, made, { ttl: forgetMs });
  });
  return made;
}
