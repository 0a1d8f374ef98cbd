import type { Locale } from "./locale";

/**
 * "2 PM" as each language writes a cut-off hour. No imports beyond the type: the checker's
 * first chunk reads it, and it must not pull the date maths in with it (issue 41, item 8).
 */
export const CUTOFF_WORDS: Record<Locale, string> = { en: "2 PM", es: "2:00 p. m." };
