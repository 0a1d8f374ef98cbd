import { LRUCache } from "lru-cache";
import { Hono } from "hono";
import { type ImageFormat, type ImageWidth, parseImagePath } from "#core/images/image-url";
import type { Logger } from "pino";
import { countImage } from "../metrics";
import type { DiskCache } from "./disk-cache";
import { encodeVariants, placeholder, variantKey } from "./encode";
import type { KnownImages } from "./known-images";
import { within } from "../concurrency/within";

type ImageRoutesDeps = {
  known: Pick<KnownImages, "resolve">;
  cache: DiskCache;
  /** The partner's bytes of one picture (fetchImageSource with the crawler's settings). */
  fetchSource: (url: string) => Promise<Buffer>;
  logger: Pick<Logger, "warn">;
  /** Encoded pictures also kept in memory, at most this many bytes (the hot set of a few pages). */
  memoryBytes?: number;
  /** How long a picture that failed or was refused shows the placeholder before it is tried again (ms). */
  failureMs?: number;
  now?: () => number;
  /** Longest a visitor waits for a picture being fetched and made; past it, the placeholder. */
  visitorWaitMs?: number;
};

/** A card's picture comes within about 3 s whatever the partner does (the rest of the page is long there). */
export const VISITOR_WAIT_MS = 2_500;
const LATE = Symbol("late");

/** The work's result, or LATE once `ms` have passed (the work goes on). */
const withinVisitorWait = <T>(work: Promise<T>, ms: number) => within(work, ms, (): typeof LATE => LATE);

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pictures being made at once: each decodes and encodes four variants on libuv's pool. */
const MAX_ENCODING = 2;
const MAX_FAILURES = 2_000;

/**
 * GET /img/v1/{id}-{width}.{format}: a product picture from our own origin. The first
 * request for a picture fetches it from the partner once (concurrent requests for any of
 * its variants share that), makes every variant and keeps them on disk; later requests are
 * answered from memory or disk with an immutable address. A picture that is not a real
 * image, or cannot be had, answers the card's neutral placeholder for a while; one that takes
 * longer than visitorWaitMs answers the placeholder now and is ready for the next visitor.
 */
export function imageRoutes({
  known,
  cache,
  fetchSource,
  logger,
  memoryBytes = 32_000_000,
  failureMs = 10 * 60_000,
  now = Date.now,
  visitorWaitMs = VISITOR_WAIT_MS,
}: ImageRoutesDeps): Hono {
  const app = new Hono();
  const memory = new LRUCache<string, Buffer>({ maxSize: memoryBytes, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  const making = new Map<string, Promise<Map<string, Buffer> | null>>();
  // A failed picture answers the placeholder until lru-cache's own ttl forgets it (on the injected clock).
  const failed = new LRUCache<string, true>({ max: MAX_FAILURES, ttl: failureMs, perf: { now }, ttlResolution: 0 });
  const placeholders = new Map<string, Promise<Buffer>>();
  let running = 0;
  const queue: (() => void)[] = [];

  function remember(name: string, bytes: Buffer) {
    if (bytes.length > memoryBytes) return;
    memory.set(name, bytes);
  }

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_ENCODING) await new Promise<void>((resolve) => queue.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  }

  async function make(id: string, url: string): Promise<Map<string, Buffer> | null> {
    try {
      // The download waits outside the encoding slots: a partner that drips a picture must not
      // hold one of the two slots every other picture needs.
      const source = await fetchSource(url);
      const variants = await slot(async () => encodeVariants(source));
      await Promise.all([...variants].map(([key, bytes]) => cache.put(`${id}-${key}`, bytes)));
      for (const [key, bytes] of variants) remember(`${id}-${key}`, bytes);
      return variants;
    } catch (error) {
      logger.warn({ url, err: error }, "product picture refused or unavailable; the card shows the placeholder");
      failed.set(id, true);
      return null;
    }
  }

  function respond(bytes: Buffer, format: ImageFormat, cacheControl: string, extra: Record<string, string> = {}) {
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": CONTENT_TYPES[format], "Content-Length": String(bytes.length), "Cache-Control": cacheControl, ...extra },
    });
  }

  async function placeholderOf(width: ImageWidth, format: ImageFormat, cacheControl = "public, max-age=300") {
    const key = variantKey(width, format);
    let bytes = placeholders.get(key);
    if (!bytes) {
      bytes = placeholder(width, format);
      placeholders.set(key, bytes);
    }
    // Not immutable: the real picture replaces it once it can be had.
    return respond(countImage("placeholder", await bytes), format, cacheControl, { "X-Image-Placeholder": "1" });
  }

  app.get("/v1/:file", async (c) => {
    const request = parseImagePath(new URL(c.req.url).pathname);
    if (!request) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    const { id, width, format } = request;
    const name = `${id}-${variantKey(width, format)}`;
    const inMemory = memory.get(name);
    if (inMemory) return respond(countImage("memory", inMemory), format, IMMUTABLE);
    const onDisk = await cache.get(name);
    if (onDisk) {
      remember(name, onDisk);
      return respond(countImage("disk", onDisk), format, IMMUTABLE);
    }
    if (failed.has(id)) return placeholderOf(width, format);
    const url = await known.resolve(id);
    if (!url) return c.text("Not Found", 404, { "Cache-Control": "no-store" });
    let pending = making.get(id);
    if (!pending) {
      pending = make(id, url).finally(() => making.delete(id));
      making.set(id, pending);
    }
    const made = await withinVisitorWait(pending, visitorWaitMs);
    // Still downloading: this visitor gets the placeholder now (not cached, so the next view asks
    // again) and the download goes on for the next visitor.
    if (made === LATE) return placeholderOf(width, format, "no-store");
    const bytes = made?.get(variantKey(width, format));
    return bytes ? respond(countImage("made", bytes), format, IMMUTABLE) : placeholderOf(width, format);
  });

  return app;
}
