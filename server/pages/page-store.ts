import { LRUCache } from "lru-cache";
import { type CompressedPage, recompressBest } from "./page-compression";

type PageStoreOptions = {
  /** Pages kept; each is one page (address, site day, variant) at one product version. */
  maxEntries: number;
  /** Told when a kept page could not be recompressed (it goes on being served at the fast levels). */
  logger?: { warn(object: object, message: string): void } | undefined;
};

/**
 * Home, town and category pages, kept per (page, product version): a page is rendered and
 * compressed once each time its products change, then served from memory like a prerendered
 * file (docs/decisions/0008). Concurrent first requests share one render.
 *
 * A kept page is recompressed once at the best levels in the background. Until its newest
 * version has been, visitors keep getting the previous version's best copy, so the first
 * visitor after a product refresh gets as small a copy as everyone else
 * (docs/decisions/0027-refreshed-pages-keep-the-best-copy.md).
 */
export function createPageStore({ maxEntries, logger }: PageStoreOptions) {
  /**
   * Every kept version, by page and product version, and whether it is still being recompressed
   * (while it is, its page's previous best copy answers). A hit is the most recent use: the least
   * recently used goes first.
   */
  const versions = new LRUCache<string, { made: Promise<CompressedPage>; recompressing: boolean }>({ max: maxEntries });
  /** The newest version recompressed at the best levels, by page. */
  const bestCopies = new LRUCache<string, { version: string; page: CompressedPage }>({ max: maxEntries });

  /**
   * The page `page` (its address with its view, site day and variant; never across days, a page
   * carries dates) for product `version`, made by `make` when not kept yet. `path` names it in logs.
   */
  function kept(path: string, page: string, version: string, make: () => Promise<CompressedPage>): Promise<CompressedPage> {
    const key = `${page}\n${version}`;
    const best = bestCopies.get(page);
    const previousBest = best && best.version !== version ? Promise.resolve(best.page) : undefined;
    const known = versions.get(key);
    if (known) return known.recompressing && previousBest ? previousBest : known.made;
    const entry = { made: make(), recompressing: true };
    versions.set(key, entry);
    entry.made.catch(() => versions.delete(key));
    const recompressed = entry.made.then(async (rendered) => {
      try {
        await recompressBest(rendered);
      } catch (error) {
        logger?.warn({ path, err: error }, "page not recompressed; its fast copy goes on answering");
        return;
      }
      bestCopies.set(page, { version, page: rendered });
    });
    // A failed render answers its visitor through `made`; `recompressed` only waits on it.
    recompressed.catch(() => undefined).finally(() => (entry.recompressing = false));
    return previousBest ?? entry.made;
  }

  return { kept, size: () => versions.size };
}

export type PageStore = ReturnType<typeof createPageStore>;
