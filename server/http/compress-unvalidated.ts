import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/**
 * Hono's compress for answers without a validator of their own. Files and rendered pages
 * carry an ETag and already chose among their precomputed copies (accept-encoding.ts);
 * compressing their identity bytes again for a deflate-only client cost 12 times the time
 * and weakened the ETag, so they never got a 304.
 */
export function compressUnvalidated(): MiddlewareHandler {
  const inner = compress();
  return async (c, next) => {
    await next();
    if (c.res.headers.has("ETag")) return;
    await inner(c, async () => undefined);
  };
}
