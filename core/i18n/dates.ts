import { format } from "date-fns";
import { es } from "date-fns/locale/es";
import type { Locale } from "./locale";

/**
 * Day and month names in the page's language (issue 41): one `locale` argument on the same
 * date-fns patterns. Spanish writes "lunes, 10 de mayo de 2027" and "2:00 p. m."; patterns are
 * per language because the order of day and month differs, not only the words.
 */
export const DATE_PATTERNS = {
  en: { weekdayDay: "EEEE, MMMM d", weekdayDayYear: "EEEE, MMMM d, yyyy", shortDay: "MMM d", monthYear: "MMMM yyyy", weekdayShort: "EEE" },
  es: { weekdayDay: "EEEE d 'de' MMMM", weekdayDayYear: "EEEE d 'de' MMMM 'de' yyyy", shortDay: "d MMM", monthYear: "MMMM 'de' yyyy", weekdayShort: "EEE" },
} as const satisfies Record<Locale, Record<string, string>>;

export type DatePattern = keyof (typeof DATE_PATTERNS)["en"];

/** `date` (a wall-clock Date, as the callers already build them) written in `locale`. */
export function formatDay(date: Date, pattern: DatePattern, locale: Locale): string {
  return locale === "es" ? format(date, DATE_PATTERNS.es[pattern], { locale: es }) : format(date, DATE_PATTERNS.en[pattern]);
}

/** "2 PM" as each language writes a cut-off hour. */
export const CUTOFF_WORDS: Record<Locale, string> = { en: "2 PM", es: "2:00 p. m." };
