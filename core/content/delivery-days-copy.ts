import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import type { FaqEntry } from "./types";

/**
 * What the copy says about the days without deliveries, in the words the checker would back.
 * With the built-in rules (no partner calendar), the checker closes Sundays and the listed
 * holidays, so the copy says so. With the partner's own calendar (PARTNER_PROVIDER=floristone-api)
 * the checker offers whatever days the partner gives, a Sunday or Thanksgiving included, so the
 * copy names no weekday or holiday: it points at the checker.
 */
export const RULES_CLAUSE = "There are no deliveries on Sundays or on some holidays";
export const PARTNER_CALENDAR_CLAUSE = "Delivery days follow the florists' own calendar for the address, which the delivery checker on each town page shows";

/** The text with the rules' clause replaced when the partner's calendar answers the checker. */
export function deliveryDaysCopy(text: string, partnerCalendar: boolean): string {
  return partnerCalendar ? text.replaceAll(RULES_CLAUSE, PARTNER_CALENDAR_CLAUSE) : text;
}

/** FAQ entries with their answers' delivery-day clause matching the checker's calendar. */
export function withDeliveryDaysCopy<T extends FaqEntry>(entries: readonly T[], partnerCalendar: boolean): T[] {
  return entries.map((entry) => ({ ...entry, answer: deliveryDaysCopy(entry.answer, partnerCalendar) }));
}

/** The same two clauses in Spanish (issue 41): the town pages, the home FAQ and the unknown town say the same words. */
export const RULES_CLAUSE_ES = "No hay entregas los domingos ni en algunos días festivos";
export const PARTNER_CALENDAR_CLAUSE_ES = `Los ${GLOSSARY.deliveryDays} siguen el calendario de las propias ${GLOSSARY.florists} para cada dirección, que usted puede ver en la página de cada ciudad`;

/** `deliveryDaysCopy` in `locale`'s words. */
function deliveryDaysCopyIn(locale: Locale, text: string, partnerCalendar: boolean): string {
  if (locale === "en") return deliveryDaysCopy(text, partnerCalendar);
  return partnerCalendar ? text.replaceAll(RULES_CLAUSE_ES, PARTNER_CALENDAR_CLAUSE_ES) : text;
}

/** `withDeliveryDaysCopy` for either edition: each language replaces its own clause. */
export function withDeliveryDaysCopyIn<T extends FaqEntry>(locale: Locale, entries: readonly T[], partnerCalendar: boolean): T[] {
  return entries.map((entry) => ({ ...entry, answer: deliveryDaysCopyIn(locale, entry.answer, partnerCalendar) }));
}
