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
