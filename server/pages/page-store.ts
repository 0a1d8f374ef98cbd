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
  /** Every kept version, by page and product version. A hit is the most recent use: the least recently used goes first. */
  const versions = new LRUCache<string, Promise<CompressedPage>>({ max: maxEntries });
  /** The newest version recompressed at the best levels, by page. */
  const bestCopies = new LRUCache<string, { version: string; page: CompressedPage }>({ max: maxEntries });
  /** Versions not yet recompressed, whose page's previous best copy still answers. */
  const recompressing = new Set<string>();

  /**
   * The page `page` (its address with its view, site day and variant; never across days, a page
   * carries dates) for product `version`, made by `make` when not kept yet. `path` names it in logs.
   */
  function kept(path: string, page: string, version: string, make: () => Promise<CompressedPage>): Promise<CompressedPage> {
    const key = `${page}\n${version}`;
    const best = bestCopies.get(page);
    const previousBest = best && best.version !== version ? Promise.resolve(best.page) : undefined;
    const known = versions.get(key);
    if (known) return recompressing.has(key) && previousBest ? previousBest : known;
    const made = make();
    versions.set(key, made);
    made.catch(() => versions.delete(key));
    const recompressed = made.then(async (rendered) => {
      try {
        await recompressBest(rendered);
      } catch (error) {
        logger?.warn({ path, err: error }, "page not recompressed; its fast copy goes on answering");
        return;
      }
      bestCopies.set(page, { version, page: rendered });
    });
    // A failed render answers its visitor through `made`; `recompressed` only waits on it.
    if (!previousBest) {
      recompressed.catch(() => undefined);
      return made;
    }
    recompressing.add(key);
    recompressed.catch(() => undefined).finally(() => recompressing.delete(key));
    return previousBest;
  }

  return { kept, size: () => versions.size };
}

export type PageStore = ReturnType<typeof createPageStore>;
