import type { Locale } from "../i18n/locale";
import type { TimeZone } from "../nebraska/types";
import { addCalendarDays, type CalendarDay, calendarDayInZone, calendarDaysBetween, startOfCalendarDay } from "./calendar-day";
import { closedText } from "./closed-text";
import { closedCause, type DeliveryCalendar, isDeliveryDay, isPastCutoff, lastDeliveryDayBy, nextDeliveryDay, orderDeadline } from "./delivery-calendar";
import { DELIVERY_TEXT } from "./text";

/** When the funeral or memorial service starts: before noon, or from noon on. */
export type ServiceTime = "morning" | "afternoon";
export const SERVICE_TIMES = ["morning", "afternoon"] as const satisfies readonly ServiceTime[];

/**
 * How far ahead a service may be asked about. The partner lists its delivery days about
 * this far ahead (DELIVERY_WINDOW_DAYS); past it an answer would be the rules' guess, and
 * nobody plans a service that far out.
 */
export const SERVICE_HORIZON_DAYS = 60;

/** The delivery day a service needs, before the clock is looked at. */
export type ServiceDay = {
  /** Null only when the calendar has no delivery day at all before the service (a year of closed days). */
  delivery: CalendarDay | null;
  /** Why the day is not the service day, in words that follow "because" ("no deliveries on Sundays"). Empty when it is. */
  why: string[];
};

/** "no deliveries on Sundays"; a day the partner leaves out without a name is named by its date. */
function closedWhy(calendar: DeliveryCalendar, day: CalendarDay, locale: Locale): string | null {
  const cause = closedCause(calendar, day);
  if (!cause) return null;
  if (cause.kind === "unnamed") return DELIVERY_TEXT[locale].partnerUnlisted(serviceDayLabel(day, calendar.timeZone, undefined, locale));
  const reason = closedText(cause, locale);
  return reason.charAt(0).toLowerCase() + reason.slice(1);
}

/**
 * The rule (docs/product.md, "When is the service?"): flowers for an afternoon service go
 * out that morning when the day delivers; a morning service needs them the day before,
 * since the funeral home sets up before the family arrives. A day without deliveries
 * moves the answer to the last delivery day before it. Calendar days only, so DST changes nothing.
 */
export function serviceDeliveryDay(calendar: DeliveryCalendar, service: CalendarDay, time: ServiceTime, locale: Locale): ServiceDay {
  if (time === "afternoon") {
    if (isDeliveryDay(calendar, service)) return { delivery: service, why: [] };
    const why = closedWhy(calendar, service, locale);
    return { delivery: lastDeliveryDayBy(calendar, addCalendarDays(service, -1)), why: why ? [why] : [] };
  }
  const dayBefore = addCalendarDays(service, -1);
  const why = [DELIVERY_TEXT[locale].morningDayBefore];
  const closed = closedWhy(calendar, dayBefore, locale);
  if (closed) why.push(closed);
  return { delivery: lastDeliveryDayBy(calendar, dayBefore), why };
}

/** "Saturday, December 5"; the year is added when it is not the year of `thisYear`. */
export function serviceDayLabel(day: CalendarDay, timeZone: TimeZone, thisYear: number | undefined, locale: Locale): string {
  return DELIVERY_TEXT[locale].serviceDay(startOfCalendarDay(day, timeZone), thisYear !== undefined && thisYear !== day.year);
}

export function zoneName(timeZone: TimeZone, locale: Locale): string {
  return DELIVERY_TEXT[locale].zone[timeZone];
}

/** The next delivery the family's home can still get: today before the cut-off, else the next delivery day. */
function nextHomeDelivery(calendar: DeliveryCalendar, now: Date): CalendarDay | null {
  const today = calendarDayInZone(now, calendar.timeZone);
  if (isDeliveryDay(calendar, today) && !isPastCutoff(now, today, calendar.timeZone)) return today;
  return nextDeliveryDay(calendar, today);
}

type Day = { day: CalendarDay; label: string };

export type ServiceAnswer =
  | {
      kind: "deliver";
      service: Day;
      time: ServiceTime;
      /** The delivery date to choose at the partner's checkout. */
      delivery: Day;
      /** The order must be in by this moment: 2 PM on the delivery day, in the town's zone. */
      orderBy: Date;
      /** "2:00 PM Central Time on Saturday, December 5", or "… today". */
      orderByText: string;
      why: string[];
      timeZone: TimeZone;
    }
  | {
      /** No delivery day fits any more: the service is past, or every day that fits has closed. */
      kind: "too-late";
      reason: "past" | "closed";
      service: Day;
      time: ServiceTime;
      /** Where flowers can still go: the family's home, on this day. */
      home: (Day & { orderByText: string }) | null;
      timeZone: TimeZone;
    }
  | { kind: "too-far"; service: Day; horizonDays: number; timeZone: TimeZone };

function orderByText(day: CalendarDay, today: CalendarDay, timeZone: TimeZone, locale: Locale): string {
  const on = calendarDaysBetween(today, day) === 0 ? null : serviceDayLabel(day, timeZone, today.year, locale);
  return DELIVERY_TEXT[locale].orderBy(zoneName(timeZone, locale), on);
}

/**
 * One clear answer to "the service is on this day, in the morning or afternoon: which
 * delivery day do I choose, and by when must I order?", from the town's delivery calendar
 * and the clock (injected, so tests pin it). Past services and services whose delivery
 * day's 2 PM cut-off has gone get "too-late" with the family's home as the place still in
 * reach; services past the horizon get "too-far".
 */
export function answerService({ now, calendar, service, time, locale }: { now: Date; calendar: DeliveryCalendar; service: CalendarDay; time: ServiceTime; locale: Locale }): ServiceAnswer {
  const { timeZone } = calendar;
  const today = calendarDayInZone(now, timeZone);
  const label = (day: CalendarDay): Day => ({ day, label: serviceDayLabel(day, timeZone, today.year, locale) });
  const ahead = calendarDaysBetween(today, service);
  if (ahead > SERVICE_HORIZON_DAYS) return { kind: "too-far", service: label(service), horizonDays: SERVICE_HORIZON_DAYS, timeZone };
  const tooLate = (reason: "past" | "closed"): ServiceAnswer => {
    const home = nextHomeDelivery(calendar, now);
    return {
      kind: "too-late",
      reason,
      service: label(service),
      time,
      home: home ? { ...label(home), orderByText: orderByText(home, today, timeZone, locale) } : null,
      timeZone,
    };
  };
  if (ahead < 0) return tooLate("past");
  const { delivery, why } = serviceDeliveryDay(calendar, service, time, locale);
  if (!delivery || calendarDaysBetween(today, delivery) < 0 || isPastCutoff(now, delivery, timeZone)) return tooLate("closed");
  return {
    kind: "deliver",
    service: label(service),
    time,
    delivery: label(delivery),
    orderBy: orderDeadline(delivery, timeZone),
    orderByText: orderByText(delivery, today, timeZone, locale),
    why,
    timeZone,
  };
}
