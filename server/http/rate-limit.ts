import type { Context, MiddlewareHandler } from "hono";

type Options = {
  limit: number;
  windowMs: number;
  /** Only behind a proxy we control is X-Forwarded-For the client's address. */
  trustProxy: boolean;
  now?: () => number;
};

type Bucket = { count: number; resetAt: number };

/** The client address: the socket's peer, or the first X-Forwarded-For hop when trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * Fixed-window limit per client with the IETF RateLimit headers; 429 with JSON
 * when exceeded. In memory: one process is one window, which is enough for a
 * single-node site and costs no round trip.
 */
export function rateLimit({ limit, windowMs, trustProxy, now = Date.now }: Options): MiddlewareHandler {
  const buckets = new Map<string, Bucket>();
  let lastSweep = now();
  return async (c, next) => {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [key, bucket] of buckets) if (bucket.resetAt <= time) buckets.delete(key);
      lastSweep = time;
    }
    const key = clientAddress(c, trustProxy);
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
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
