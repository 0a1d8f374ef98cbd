import { isValid, parse } from "date-fns";
import { formatDay } from "#core/i18n/dates";

/**
 * A date the English pages write as "November 27, 2026", written the Spanish way
 * ("27 de noviembre de 2026"). It reads the English string, so a legal page's Spanish date
 * moves in the same commit as the English one and the two cannot tell different days.
 */
export function spanishDateOf(english: string): string {
  const date = parse(english, "MMMM d, yyyy", new Date(2000, 0, 1));
  if (!isValid(date)) throw new Error(`not an English "Month d, yyyy" date: ${english}`);
  return formatDay(date, "dayMonthYear", "es");
}
