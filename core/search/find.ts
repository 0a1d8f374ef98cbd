import type { PartnerTarget } from "../affiliate/target";
import { type Locale, LOCALES } from "../i18n/locale";
import { z } from "../zod";
import { directorySearchIndex } from "./directory-index";
import { searchLanding, type SearchLanding } from "./landing";
import { resolveSearchTarget } from "./resolve-target";
import type { SearchIndex } from "./search-index";

/** Longer than any town name with its county; a longer query is not a search. */
export const FIND_QUERY_MAX_LENGTH = 100;

/** The search boxes whose plain form posts here, as click placements. */
const FIND_PLACEMENTS = ["hero-search", "header-search", "menu-search"] as const;

/** The plain form's field that says the page's language: a Spanish page's box sends `lang=es`. */
export const FIND_LANG_FIELD = "lang";

/**
 * The plain search form's query (before the island wakes, or without script):
 * `q` the typed text, `from` which box sent it, `lang` the page's language (absent or unknown: English).
 */
export const findQuerySchema = z.object({
  q: z.string().max(FIND_QUERY_MAX_LENGTH, `q must be at most ${FIND_QUERY_MAX_LENGTH} characters`).default(""),
  from: z.enum(FIND_PLACEMENTS).default("hero-search"),
  [FIND_LANG_FIELD]: z.enum(LOCALES).optional().catch(undefined),
});

export type FindQuery = z.infer<typeof findQuerySchema>;

/** Where a plain-form search goes: the same rules as Enter in the island (resolve-target.ts). */
export function resolveFind(query: Pick<FindQuery, "q">, index: SearchIndex = directorySearchIndex()): PartnerTarget {
  return resolveSearchTarget(index, query.q);
}

/**
 * Where the plain form sends a visitor, per language (issue 41): English to the tracked partner
 * page (a click), Spanish to our own Spanish town page or, for no match, the Spanish towns list
 * (no partner click: a redirect to one of our pages). Same matching rules either way.
 */
export function findLanding(query: Pick<FindQuery, "q"> & { lang?: Locale | undefined }, index: SearchIndex = directorySearchIndex()): SearchLanding {
  return searchLanding(resolveFind(query, index), query.lang ?? "en");
}
