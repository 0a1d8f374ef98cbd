import { imageId } from "#core/images/image-url";

type KnownImagesOptions = {
  /** The image addresses of every product the site currently shows. */
  list: () => Promise<readonly string[]>;
  /** Least time between two readings of the list (ms): an unknown id costs at most one reading per gap. */
  minGapMs?: number;
  /** Most ids kept. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * Which partner picture an id stands for. Only pictures of products the site shows are
 * known, so `/img/` can never be pointed at another address. The list is read again when an
 * unknown id is asked for (new products after a refresh, or a page rendered by another
 * instance), at most once per gap; concurrent misses share one reading.
 */
export function createKnownImages({ list, minGapMs = 2_000, maxEntries = 5_000, now = Date.now }: KnownImagesOptions) {
  // The previous reading is kept too: a visitor's stored product list (kept a day in the
  // browser) may still name pictures of the products before the last refresh.
  let known = new Map<string, string>();
  let previous = new Map<string, string>();
  let lastRead = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function read() {
    const wait = lastRead + minGapMs - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastRead = now();
    const next = new Map<string, string>();
    for (const url of await list()) {
      if (next.size >= maxEntries) break;
      next.set(imageId(url), url);
    }
    if (next.size > 0) previous = known;
    known = next;
  }

  return {
    async resolve(id: string): Promise<string | null> {
      const url = known.get(id) ?? previous.get(id);
      if (url) return url;
      reading ??= read().finally(() => {
        reading = null;
      });
      await reading.catch(() => undefined);
      return known.get(id) ?? previous.get(id) ?? null;
    },
    size: () => known.size,
  };
}

export type KnownImages = ReturnType<typeof createKnownImages>;
