import type { Locale } from "../i18n/locale";
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

export function isOccasionSlug(slug: string): slug is OccasionSlug {
  return Object.hasOwn(OCCASIONS, slug);
}

/**
 * Día de las Madres: May 10 every year, the day Mexican and Central American families keep
 * (issue 41). The Spanish edition's May notice names it; the English one keeps the US
 * Mother's Day. Its flowers are the partner's Mother's Day products (`category`).
 */
export const DIA_DE_LAS_MADRES = {
  name: "Día de las Madres",
  on: (year: number): CalendarDay => ({ year, month: 5, day: 10 }),
  category: "mothers-day",
} as const satisfies { name: string; on: (year: number) => CalendarDay; category: OccasionSlug };

/** Every day a notice can announce: the two category occasions and May 10. */
export type OccasionKey = OccasionSlug | "dia-de-las-madres";

const OCCASION_DAYS: Record<OccasionKey, { name: string; on: (year: number) => CalendarDay }> = { ...OCCASIONS, "dia-de-las-madres": DIA_DE_LAS_MADRES };

/** The days each edition announces, in the order of the year. */
const EDITION_OCCASIONS = {
  en: ["valentines-day", "mothers-day"],
  es: ["valentines-day", "dia-de-las-madres"],
} as const satisfies Record<Locale, readonly OccasionKey[]>;

/** The partner category whose products an occasion's notice offers. */
export function occasionCategory(key: OccasionKey): OccasionSlug {
  return key === "dia-de-las-madres" ? DIA_DE_LAS_MADRES.category : key;
}

/** The occasion a category page announces in an edition: the Spanish Mother's Day page is May 10's. */
export function categoryOccasionKey(slug: OccasionSlug, locale: Locale): OccasionKey {
  return locale === "es" && slug === "mothers-day" ? "dia-de-las-madres" : slug;
}

/** How many days before an occasion the home and town pages carry its notice. */
const OCCASION_NOTICE_DAYS = 30;

export type OccasionDates = {
  /** Which day: a category's occasion, or Día de las Madres (occasionCategory gives its products). */
  slug: OccasionKey;
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
export function occasionInYear(slug: OccasionKey, year: number, calendar: DeliveryCalendar): OccasionDates {
  const day = OCCASION_DAYS[slug].on(year);
  // The rules always leave a delivery day within a year; the day itself is a safe stand-in.
  const lastDeliveryDay = lastDeliveryDayBy(calendar, day) ?? addCalendarDays(day, -1);
  return { slug, name: OCCASION_DAYS[slug].name, day, lastDeliveryDay, orderBy: orderDeadline(lastDeliveryDay, calendar.timeZone), timeZone: calendar.timeZone };
}

/**
 * The next occurrence a visitor can still order for: this year's until its last
 * delivery day is over (in the town's zone), then next year's.
 */
export function nextOccasion(slug: OccasionKey, now: Date, calendar: DeliveryCalendar): OccasionDates {
  const today = calendarDayInZone(now, calendar.timeZone);
  const thisYear = occasionInYear(slug, today.year, calendar);
  return calendarDaysBetween(today, thisYear.lastDeliveryDay) >= 0 ? thisYear : occasionInYear(slug, today.year + 1, calendar);
}

/**
 * The occasions whose day is at most OCCASION_NOTICE_DAYS away and can still be ordered for,
 * among those the edition announces (Spanish: May 10 in place of the US Mother's Day).
 */
export function upcomingOccasions(now: Date, calendar: DeliveryCalendar, withinDays = OCCASION_NOTICE_DAYS, locale: Locale): OccasionDates[] {
  const today = calendarDayInZone(now, calendar.timeZone);
  return EDITION_OCCASIONS[locale].map((slug) => nextOccasion(slug, now, calendar)).filter(
    (occasion) => calendarDaysBetween(today, occasion.day) <= withinDays,
  );
}
