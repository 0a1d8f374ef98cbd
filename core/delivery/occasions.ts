import type { TimeZone } from "../nebraska/types";
import { addCalendarDays, type CalendarDay, calendarDayInZone, calendarDaysBetween } from "./calendar-day";
import { type DeliveryCalendar, lastDeliveryDayBy, orderDeadline } from "./delivery-calendar";
import { nthWeekday } from "./no-delivery-days";

/** The two flower days that get an order-by date, keyed by their category slug. */
export const OCCASIONS = {
  "valentines-day": { name: "Valentine's Day", on: (year: number): CalendarDay => ({ year, month: 2, day: 14 }) },
  "mothers-day": { name: "Mother's Day", on: (year: number): CalendarDay => nthWeekday(year, 5, 0, 2) },
} as const;

export type OccasionSlug = keyof typeof OCCASIONS;

export const OCCASION_SLUGS = Object.keys(OCCASIONS) as OccasionSlug[];

export function isOccasionSlug(slug: string): slug is OccasionSlug {
  return Object.hasOwn(OCCASIONS, slug);
}

/** How many days before an occasion the home and town pages carry its notice. */
export const OCCASION_NOTICE_DAYS = 30;

export type OccasionDates = {
  slug: OccasionSlug;
  name: string;
  /** The occasion itself. */
  day: CalendarDay;
  /** The last day flowers can be delivered for it: the day itself, or the delivery day before (the Saturday for a Sunday). */
  lastDeliveryDay: CalendarDay;
  /** The moment orders for that day close: 2:00 PM on it, in the town's zone. */
  orderBy: Date;
  timeZone: TimeZone;
};

/** An occasion in a given year, for a town's calendar. */
export function occasionInYear(slug: OccasionSlug, year: number, calendar: DeliveryCalendar): OccasionDates {
  const day = OCCASIONS[slug].on(year);
  // The rules always leave a delivery day within a year; the day itself is a safe stand-in.
  const lastDeliveryDay = lastDeliveryDayBy(calendar, day) ?? addCalendarDays(day, -1);
  return { slug, name: OCCASIONS[slug].name, day, lastDeliveryDay, orderBy: orderDeadline(lastDeliveryDay, calendar.timeZone), timeZone: calendar.timeZone };
}

/**
 * The next occurrence a visitor can still order for: this year's until its last
 * delivery day is over (in the town's zone), then next year's.
 */
export function nextOccasion(slug: OccasionSlug, now: Date, calendar: DeliveryCalendar): OccasionDates {
  const today = calendarDayInZone(now, calendar.timeZone);
  const thisYear = occasionInYear(slug, today.year, calendar);
  return calendarDaysBetween(today, thisYear.lastDeliveryDay) >= 0 ? thisYear : occasionInYear(slug, today.year + 1, calendar);
}

/** The occasions whose day is at most OCCASION_NOTICE_DAYS away and can still be ordered for. */
export function upcomingOccasions(now: Date, calendar: DeliveryCalendar, withinDays = OCCASION_NOTICE_DAYS): OccasionDates[] {
  const today = calendarDayInZone(now, calendar.timeZone);
  return OCCASION_SLUGS.map((slug) => nextOccasion(slug, now, calendar)).filter(
    (occasion) => calendarDaysBetween(today, occasion.day) <= withinDays,
  );
}
