import { LRUCache } from "lru-cache";

type TimedCacheOptions = {
  /** Entries kept at most; the least recently read goes first. */
  max: number;
  /** The site's clock (injected, so tests move it): every expiry is read on it, to the millisecond. */
  now: () => Date;
  /**
   * How long an entry is kept after it is set. lru-cache reads a ttl of 0 as "forever"; here
   * 0 means what every setting of 0 means on this site, "keep nothing" (1 ms). Absent: entries
   * stay until pushed out, or for the ttl each one is set with (remembered's `forgetMs`).
   */
  ttlMs?: number;
};

/** The site's one way to make a cache that forgets on the clock (issue 47, item 6). */
export function timedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>({ max, now, ttlMs }: TimedCacheOptions): LRUCache<K, V> {
  return new LRUCache<K, V>({ max, ...(ttlMs === undefined ? {} : { ttl: Math.max(ttlMs, 1) }), ttlResolution: 0, perf: { now: () => now().getTime() } });
}
