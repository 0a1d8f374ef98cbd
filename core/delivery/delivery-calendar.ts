import { TZDate } from "@date-fns/tz";
import type { TimeZone } from "../nebraska/types";
import { addCalendarDays, type CalendarDay, calendarDayInZone, isoDay } from "./calendar-day";
import type { Locale } from "../i18n/locale";
import { type ClosedCause, closedText } from "./closed-text";
import { DEFAULT_NO_DELIVERY_RULES, type NoDeliveryRule, noDeliveryCause } from "./no-delivery-days";

import { SAME_DAY_CUTOFF_HOUR } from "./cutoff";

/** Same-day orders close at the cut-off in the town's own zone; so does every day's last order. */
export { CUTOFF, SAME_DAY_CUTOFF_HOUR } from "./cutoff";
/** How far ahead the API lists delivery days. */
export const DELIVERY_WINDOW_DAYS = 60;
/** No rule set can close a whole year; the searches stop there rather than loop. */
const SEARCH_LIMIT_DAYS = 400;

/**
 * The days the partner's network delivers to one town. The built-in rules answer
 * everywhere; the partner's own list, when there is one, replaces them over the span it
 * covers (from the day it was asked to its last listed day).
 */
export type DeliveryCalendar = {
  timeZone: TimeZone;
  rules: readonly NoDeliveryRule[];
  partner?: { from: string; until: string; dates: ReadonlySet<string> };
};

/** The rules' calendar for a town, with the partner's dates laid over when given. */
export function deliveryCalendar(
  timeZone: TimeZone,
  rules: readonly NoDeliveryRule[] = DEFAULT_NO_DELIVERY_RULES,
  partner?: { from: CalendarDay; dates: readonly string[] },
): DeliveryCalendar {
  if (!partner || partner.dates.length === 0) return { timeZone, rules };
  const sorted = [...partner.dates].sort();
  return { timeZone, rules, partner: { from: isoDay(partner.from), until: sorted[sorted.length - 1] ?? "", dates: new Set(sorted) } };
}

/**
 * Why no delivery is made on the day, as data, or null for a delivery day. Inside the
 * partner's span its list decides; a day it leaves out keeps the rules' reason when they
 * have one.
 */
export function closedCause(calendar: DeliveryCalendar, day: CalendarDay): ClosedCause | null {
  const iso = isoDay(day);
  const { partner } = calendar;
  if (partner && iso >= partner.from && iso <= partner.until) {
    if (partner.dates.has(iso)) return null;
    return noDeliveryCause(day, calendar.rules) ?? { kind: "unnamed" };
  }
  return noDeliveryCause(day, calendar.rules);
}

/** Why no delivery is made on the day ("No deliveries on Sundays"), in `locale`, or null for a delivery day. */
export function closedReason(calendar: DeliveryCalendar, day: CalendarDay, locale: Locale): string | null {
  const cause = closedCause(calendar, day);
  return cause ? closedText(cause, locale) : null;
}

export function isDeliveryDay(calendar: DeliveryCalendar, day: CalendarDay): boolean {
  return closedCause(calendar, day) === null;
}

function search(calendar: DeliveryCalendar, from: CalendarDay, step: 1 | -1): CalendarDay | null {
  for (let offset = 1; offset <= SEARCH_LIMIT_DAYS; offset += 1) {
    const day = addCalendarDays(from, offset * step);
    if (isDeliveryDay(calendar, day)) return day;
  }
  return null;
}

/** The first delivery day after `day`. */
export function nextDeliveryDay(calendar: DeliveryCalendar, day: CalendarDay): CalendarDay | null {
  return search(calendar, day, 1);
}

/** The day itself when it is a delivery day, else the last delivery day before it. */
export function lastDeliveryDayBy(calendar: DeliveryCalendar, day: CalendarDay): CalendarDay | null {
  return isDeliveryDay(calendar, day) ? day : search(calendar, day, -1);
}

/** The last moment an order can be placed for delivery on the day: 2:00 PM that day, in the town's zone. */
export function orderDeadline(day: CalendarDay, timeZone: TimeZone): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day, SAME_DAY_CUTOFF_HOUR, 0, 0, timeZone).getTime());
}

/** True once the day's 2:00 PM (town's zone) has passed. */
export function isPastCutoff(now: Date, day: CalendarDay, timeZone: TimeZone): boolean {
  return now.getTime() >= orderDeadline(day, timeZone).getTime();
}

/** Delivery days from today (the town's zone) over the window, as "YYYY-MM-DD". */
export function deliveryDates(calendar: DeliveryCalendar, now: Date, windowDays = DELIVERY_WINDOW_DAYS): string[] {
  const today = calendarDayInZone(now, calendar.timeZone);
  const dates: string[] = [];
  for (let offset = 0; offset < Math.min(windowDays, SEARCH_LIMIT_DAYS); offset += 1) {
    const day = addCalendarDays(today, offset);
    if (isDeliveryDay(calendar, day)) dates.push(isoDay(day));
  }
  return dates;
}
