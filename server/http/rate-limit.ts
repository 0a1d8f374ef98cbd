import { LRUCache } from "lru-cache";
import type { MiddlewareHandler } from "hono";
import { addressBucket, type ClientAddress } from "./client-address";

type Options = {
  limit: number;
  windowMs: number;
  /** The client's address (from TRUST_PROXY: see client-address.ts). */
  clientAddress: ClientAddress;
  now?: () => number;
  /** Most clients tracked at once; past it the oldest window is forgotten (memory stays bounded under a spoofed-address flood). */
  maxClients?: number;
  /**
   * False: the RateLimit headers go with the 429 only. A page's headers count against the
   * first 14,600-byte window with its body (docs/decisions/0014), and a browser reads none of them.
   */
  announce?: boolean;
};

type Bucket = { count: number; resetAt: number };

/**
 * Fixed-window limit per client (IPv6 per /64) with the IETF RateLimit headers;
 * 429 with JSON when exceeded. In memory: one process is one window, which is
 * enough for a single-node site and costs no round trip.
 */
export function rateLimit({ limit, windowMs, clientAddress, now = Date.now, maxClients = 100_000, announce = true }: Options): MiddlewareHandler {
  const buckets = new LRUCache<string, Bucket>({ max: maxClients });
  let lastSweep = now();
  return async (c, next) => {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [key, bucket] of [...buckets.entries()]) if (bucket.resetAt <= time) buckets.delete(key);
      lastSweep = time;
    }
    const key = addressBucket(clientAddress(c));
    let bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= time) {
      bucket = { count: 0, resetAt: time + windowMs };
      buckets.set(key, bucket);
    }
    bucket.count += 1;
    const remaining = Math.max(0, limit - bucket.count);
    const reset = Math.max(0, Math.ceil((bucket.resetAt - time) / 1000));
    const headers = {
      "RateLimit-Policy": `${limit};w=${Math.round(windowMs / 1000)}`,
      "RateLimit-Limit": String(limit),
      "RateLimit-Remaining": String(remaining),
      "RateLimit-Reset": String(reset),
    };
    if (bucket.count > limit) {
      return c.json({ error: "Rate limit exceeded (429). Please try again later." }, 429, { ...headers, "Retry-After": String(reset) });
    }
    await next();
    if (announce) for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
