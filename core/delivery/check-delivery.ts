import { TZDate } from "@date-fns/tz";
import { subDays } from "date-fns";
import type { Locale } from "../i18n/locale";
import type { TimeZone } from "../nebraska/types";
import { addCalendarDays, type CalendarDay, calendarDayInZone, calendarDaysBetween, isoDay, startOfCalendarDay, toCalendarDay } from "./calendar-day";
import { closedReason, deliveryCalendar, type DeliveryCalendar, isPastCutoff, nextDeliveryDay } from "./delivery-calendar";
import { DELIVERY_TEXT } from "./text";
import type { TimeSlot } from "./time-slots";

export { SAME_DAY_CUTOFF_HOUR } from "./delivery-calendar";
/** The earliest slot the same-day rule accepts. */
const EARLIEST_SAME_DAY_SLOT_HOUR = 9;

export type ZoneLabel = "CT" | "MT";

/**
 * Which answer produced the result; lets the UI decide where the zone label belongs.
 * "closed": the picked day has no deliveries; "slot-passed": the time is already past today.
 */
export type DeliveryCase = "same-day" | "same-day-missed" | "tomorrow" | "later" | "closed" | "slot-passed";

export type DeliveryResult = {
  deliverable: boolean;
  message: string;
  deadline: string;
  /** Shown beside the deadline; the messages themselves carry no zone. */
  zoneLabel: ZoneLabel;
  case: DeliveryCase;
  /** When the picked day cannot be had: the next real delivery day, which the answer offers to order for. */
  orderFor?: { date: string; label: string };
};

export type DeliveryQuery = {
  now: Date;
  /** The visitor's pick: yyyy-MM-dd, or a Date read by its calendar fields (see toCalendarDay). */
  date: Date | string;
  slot: TimeSlot;
  cityName: string;
  timeZone: TimeZone;
  /** The town's delivery days; the built-in rules when absent. */
  calendar?: DeliveryCalendar;
  /** The language of the answer's words (issue 41); English when absent. */
  locale: Locale;
};

export function zoneLabelFor(timeZone: TimeZone): ZoneLabel {
  return timeZone === "America/Denver" ? "MT" : "CT";
}

/**
 * True when a slot is already past today in the town's zone (its hour has begun):
 * the picker does not offer it for today.
 */
export function isSlotPast(now: Date, slot: TimeSlot, timeZone: TimeZone): boolean {
  return slot.value <= new TZDate(now.getTime(), timeZone).getHours();
}

/** "Monday, Nov 30": how an answer names a day that is not today or tomorrow. */
export function dayLabel(day: CalendarDay, timeZone: TimeZone, locale: Locale): string {
  return DELIVERY_TEXT[locale].dayLabel(startOfCalendarDay(day, timeZone));
}

/** The spec's deadline words for ordering ahead: tonight for tomorrow, else the day before. */
function orderAheadDeadline(today: CalendarDay, day: CalendarDay, timeZone: TimeZone, locale: Locale): string {
  const text = DELIVERY_TEXT[locale];
  return calendarDaysBetween(today, day) === 1 ? text.tonight : text.shortDay(subDays(startOfCalendarDay(day, timeZone), 1));
}

/**
 * The delivery-time checker's verdict. The spec's four sentences are kept where they
 * are true: "today", "tomorrow" and the cut-off are taken in the town's own zone, and a
 * yes is given only for a day the partner's network delivers. A closed day, a slot
 * already past, or a missed cut-off names the next real delivery day instead.
 * Past dates and a today-slot before 9 AM give no result (null).
 */
export function checkDelivery({ now, date, slot, cityName, timeZone, calendar = deliveryCalendar(timeZone), locale }: DeliveryQuery): DeliveryResult | null {
  const text = DELIVERY_TEXT[locale];
  const today = calendarDayInZone(now, timeZone);
  const picked = toCalendarDay(date);
  const daysAhead = calendarDaysBetween(today, picked);
  const zoneLabel = zoneLabelFor(timeZone);
  const time = text.slot(slot.value, slot.label);
  if (daysAhead < 0) return null;

  const closed = closedReason(calendar, picked, locale);
  if (closed) {
    const next = nextDeliveryDay(calendar, picked);
    const nextLabel = next ? dayLabel(next, timeZone, locale) : undefined;
    return {
      deliverable: false,
      message: text.closed(closed, nextLabel ?? null),
      deadline: next ? orderAheadDeadline(today, next, timeZone, locale) : text.noDeadline,
      zoneLabel,
      case: "closed",
      ...(next && nextLabel ? { orderFor: { date: isoDay(next), label: nextLabel } } : {}),
    };
  }

  if (daysAhead === 0) {
    if (isPastCutoff(now, today, timeZone)) {
      const next = nextDeliveryDay(calendar, today);
      const tomorrow = addCalendarDays(today, 1);
      const isTomorrow = next !== null && calendarDaysBetween(tomorrow, next) === 0;
      const when = !next
        ? text.whenNextDay
        : isTomorrow
          ? text.whenTomorrow(text.shortDay(startOfCalendarDay(next, timeZone)))
          : text.whenOn(dayLabel(next, timeZone, locale));
      return {
        deliverable: false,
        message: text.missed(time, when),
        deadline: text.nextBusinessDay,
        zoneLabel,
        case: "same-day-missed",
        ...(next ? { orderFor: { date: isoDay(next), label: dayLabel(next, timeZone, locale) } } : {}),
      };
    }
    if (slot.value < EARLIEST_SAME_DAY_SLOT_HOUR) return null;
    if (isSlotPast(now, slot, timeZone)) {
      return {
        deliverable: false,
        message: text.slotPassed(time, cityName),
        deadline: text.cutoffToday,
        zoneLabel,
        case: "slot-passed",
      };
    }
    return {
      deliverable: true,
      message: text.sameDay(time, cityName),
      deadline: text.cutoffToday,
      zoneLabel,
      case: "same-day",
    };
  }

  if (daysAhead === 1) {
    return {
      deliverable: true,
      message: text.tomorrow(time, cityName),
      deadline: text.tonight,
      zoneLabel,
      case: "tomorrow",
    };
  }

  return {
    deliverable: true,
    message: text.later(time, text.shortDay(startOfCalendarDay(picked, timeZone))),
    deadline: orderAheadDeadline(today, picked, timeZone, locale),
    zoneLabel,
    case: "later",
  };
}
