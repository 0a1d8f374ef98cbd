import { LRUCache } from "lru-cache";
import { createInFlight, InFlightFullError } from "../concurrency/in-flight";
import type { CompressedPage } from "./page-compression";
import { RenderBusyError } from "./render-gate";

/**
 * Category views kept (`?budget=&order=&to=`: 51,282 of them across both editions). Their own
 * room: 600 distinct views used to push every real page out of the 400-page store (issue 52).
 */
const MAX_VIEWS = 256;
/** View renders at once, and waiting: at most half the render slots (as sympathy answers), then a refusal. */
const VIEW_SLOTS = { max: 2, maxWaiting: 6 } as const;

/**
 * Category views, kept apart from the real pages: by their canonical address (unknown budget
 * and order values already dropped, `to` a town's slug: core/products/shop-view.ts), site day,
 * variant and product version; each compressed once (no background recompression, a view is
 * seldom asked twice), one render per key however many ask. A view takes one of two view slots
 * (of the four render slots) or one of six places in line; past that RenderBusyError.
 */
export function createViewStore({ maxEntries = MAX_VIEWS }: { maxEntries?: number } = {}) {
  const views = new LRUCache<string, Promise<CompressedPage>>({ max: maxEntries });
  const slots = createInFlight(VIEW_SLOTS);

  function kept(key: string, make: () => Promise<CompressedPage>): Promise<CompressedPage> {
    const known = views.get(key);
    if (known) return known;
    // Refused before it takes a place among the kept views, so a refusal pushes none out.
    const load = slots.load();
    if (load.active >= VIEW_SLOTS.max && load.waiting >= VIEW_SLOTS.maxWaiting) return Promise.reject(new RenderBusyError());
    const made = slots.run(make).catch((error: unknown) => {
      throw error instanceof InFlightFullError ? new RenderBusyError() : error;
    });
    views.set(key, made);
    made.catch(() => {
      if (views.peek(key) === made) views.delete(key);
    });
    return made;
  }

  return { kept, size: () => views.size, load: slots.load };
}

export type ViewStore = ReturnType<typeof createViewStore>;
