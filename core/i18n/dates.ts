import { format } from "date-fns";
import type { Locale } from "./locale";
import { SPANISH_MONTHS, SPANISH_MONTHS_SHORT, SPANISH_WEEKDAYS, SPANISH_WEEKDAYS_SHORT } from "./spanish-calendar-words";

/**
 * Day and month names in the page's language (issue 41). English keeps the date-fns patterns
 * the site always used; Spanish is written from `spanish-calendar-words` ("lunes 10 de mayo de
 * 2027"), so no English page carries a Spanish date-fns locale. Patterns are per language
 * because the order of day and month differs, not only the words.
 */
const ENGLISH_PATTERNS = {
  weekdayDay: "EEEE, MMMM d",
  weekdayDayYear: "EEEE, MMMM d, yyyy",
  shortDay: "MMM d",
  dayMonth: "MMMM d",
  dayMonthYear: "MMMM d, yyyy",
  monthYear: "MMMM yyyy",
  weekdayShort: "EEE",
  weekdayShortDay: "EEE, MMM d",
} as const;

export type DatePattern = keyof typeof ENGLISH_PATTERNS;

const SPANISH: Record<DatePattern, (date: Date) => string> = {
  weekdayDay: (date) => `${SPANISH_WEEKDAYS[date.getDay()]} ${date.getDate()} de ${SPANISH_MONTHS[date.getMonth()]}`,
  weekdayDayYear: (date) => `${SPANISH.weekdayDay(date)} de ${date.getFullYear()}`,
  shortDay: (date) => `${date.getDate()} ${SPANISH_MONTHS_SHORT[date.getMonth()]}`,
  dayMonth: (date) => `${date.getDate()} de ${SPANISH_MONTHS[date.getMonth()]}`,
  dayMonthYear: (date) => `${SPANISH.dayMonth(date)} de ${date.getFullYear()}`,
  monthYear: (date) => `${SPANISH_MONTHS[date.getMonth()]} de ${date.getFullYear()}`,
  weekdayShort: (date) => SPANISH_WEEKDAYS_SHORT[date.getDay()]!,
  weekdayShortDay: (date) => `${SPANISH_WEEKDAYS_SHORT[date.getDay()]} ${date.getDate()} ${SPANISH_MONTHS_SHORT[date.getMonth()]}`,
};

/** `date` (a wall-clock Date, as the callers already build them) written in `locale`. */
export function formatDay(date: Date, pattern: DatePattern, locale: Locale): string {
  return locale === "es" ? SPANISH[pattern](date) : format(date, ENGLISH_PATTERNS[pattern]);
}
