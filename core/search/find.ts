import type { PartnerTarget } from "../affiliate/target";
import { z } from "../zod";
import { directorySearchIndex } from "./directory-index";
import { resolveSearchTarget } from "./resolve-target";
import type { SearchIndex } from "./search-index";

/** Longer than any town name with its county; a longer query is not a search. */
export const FIND_QUERY_MAX_LENGTH = 100;

/** The search boxes whose plain form posts here, as click placements. */
export const FIND_PLACEMENTS = ["hero-search", "header-search", "menu-search"] as const;

/**
 * The plain search form's query (before the island wakes, or without script):
 * `q` the typed text, `from` which box sent it.
 */
export const findQuerySchema = z.object({
  q: z.string().max(FIND_QUERY_MAX_LENGTH, `q must be at most ${FIND_QUERY_MAX_LENGTH} characters`).default(""),
  from: z.enum(FIND_PLACEMENTS).default("hero-search"),
});

export type FindQuery = z.infer<typeof findQuerySchema>;

/** Where a plain-form search goes: the same rules as Enter in the island (resolve-target.ts). */
export function resolveFind(query: Pick<FindQuery, "q">, index: SearchIndex = directorySearchIndex()): PartnerTarget {
  return resolveSearchTarget(index, query.q);
}
