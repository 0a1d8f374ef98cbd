import { LRUCache } from "lru-cache";
import { createInFlight, InFlightFullError } from "../concurrency/in-flight";
import type { CompressedPage } from "./page-compression";
import { RenderBusyError } from "./render-gate";

/** Queries kept: an identical query (the same town, day, time, calendar and products) is served from here. */
const MAX_ANSWERS = 256;
/**
 * Answer renders at once, and waiting (issue 39): a flood of unique answers takes at most half
 * of the render slots and a short line, so kept pages and health go on answering; past it, 503.
 */
const ANSWER_SLOTS = { max: 2, maxWaiting: 6 } as const;

/** One query's latest answer: what it was made of, and whether the query was ever answered. */
type KeptAnswer = { madeOf?: string; page?: Promise<CompressedPage>; answered: boolean };

/**
 * Pages answering a visitor's query (the sympathy page's service form), kept by query (its
 * own fields and the site day). Each keeps its latest answer by what it is made of (the answer
 * itself, which holds the town, the day and the calendar's verdict; the products), so an
 * identical query never renders again, and a unique one takes an answer slot.
 */
export function createVisitorAnswers() {
  const answers = new LRUCache<string, KeptAnswer>({ max: MAX_ANSWERS });
  const slots = createInFlight(ANSWER_SLOTS);

  /** While the answer slots are full, a query never answered before is refused before any of its work. */
  function refused(query: string): boolean {
    const load = slots.load();
    return load.active >= ANSWER_SLOTS.max && load.waiting >= ANSWER_SLOTS.maxWaiting && answers.peek(query)?.answered !== true;
  }

  /** The answer to `query` made of `madeOf`, rendered by `make` in an answer slot when not kept. Rejects RenderBusyError past the slots. */
  function answer(query: string, madeOf: string, make: () => Promise<CompressedPage>): Promise<CompressedPage> {
    const known = answers.get(query);
    if (known?.page && known.madeOf === madeOf) return known.page;
    const page = slots.run(make).catch((error: unknown) => {
      throw error instanceof InFlightFullError ? new RenderBusyError() : error;
    });
    const entry: KeptAnswer = { madeOf, page, answered: known?.answered ?? false };
    answers.set(query, entry);
    page.then(
      () => {
        entry.answered = true;
      },
      () => {
        // A failed answer is rendered again next time; the query stays answered if it ever was.
        delete entry.madeOf;
        delete entry.page;
      },
    );
    return page;
  }

  return { refused, answer };
}
