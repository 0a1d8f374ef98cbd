import { TZDate } from "@date-fns/tz";
import { format, subDays } from "date-fns";
import type { TimeZone } from "../nebraska/types";
import { addCalendarDays, type CalendarDay, calendarDayInZone, calendarDaysBetween, isoDay, startOfCalendarDay, toCalendarDay } from "./calendar-day";
import { CUTOFF_TIME } from "./cutoff";
import { closedReason, deliveryCalendar, type DeliveryCalendar, isPastCutoff, nextDeliveryDay } from "./delivery-calendar";
import type { TimeSlot } from "./time-slots";

export { SAME_DAY_CUTOFF_HOUR } from "./delivery-calendar";
/** The earliest slot the same-day rule accepts. */
export const EARLIEST_SAME_DAY_SLOT_HOUR = 9;

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
export function dayLabel(day: CalendarDay, timeZone: TimeZone): string {
  return format(startOfCalendarDay(day, timeZone), "EEEE, MMM d");
}

/** The spec's deadline words for ordering ahead: tonight for tomorrow, else the day before. */
function orderAheadDeadline(today: CalendarDay, day: CalendarDay, timeZone: TimeZone): string {
  return calendarDaysBetween(today, day) === 1 ? "11:59 PM today" : format(subDays(startOfCalendarDay(day, timeZone), 1), "MMM d");
}

/**
 * The delivery-time checker's verdict. The spec's four sentences are kept where they
 * are true: "today", "tomorrow" and the cut-off are taken in the town's own zone, and a
 * yes is given only for a day the partner's network delivers. A closed day, a slot
 * already past, or a missed cut-off names the next real delivery day instead.
 * Past dates and a today-slot before 9 AM give no result (null).
 */
export function checkDelivery({ now, date, slot, cityName, timeZone, calendar = deliveryCalendar(timeZone) }: DeliveryQuery): DeliveryResult | null {
  const today = calendarDayInZone(now, timeZone);
  const picked = toCalendarDay(date);
  const daysAhead = calendarDaysBetween(today, picked);
  const zoneLabel = zoneLabelFor(timeZone);
  const time = slot.label;
  if (daysAhead < 0) return null;

  const closed = closedReason(calendar, picked);
  if (closed) {
    const next = nextDeliveryDay(calendar, picked);
    const nextLabel = next ? dayLabel(next, timeZone) : undefined;
    return {
      deliverable: false,
      message: nextLabel ? `${closed}. The next delivery day is ${nextLabel}.` : `${closed}.`,
      deadline: next ? orderAheadDeadline(today, next, timeZone) : "None",
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
        ? "on the next delivery day"
        : isTomorrow
          ? `tomorrow (${format(startOfCalendarDay(next, timeZone), "MMM d")})`
          : `on ${dayLabel(next, timeZone)}`;
      return {
        deliverable: false,
        message: `Same-day deadline passed. Your flowers will arrive by ${time} ${when}.`,
        deadline: "Next business day",
        zoneLabel,
        case: "same-day-missed",
        ...(next ? { orderFor: { date: isoDay(next), label: dayLabel(next, timeZone) } } : {}),
      };
    }
    if (slot.value < EARLIEST_SAME_DAY_SLOT_HOUR) return null;
    if (isSlotPast(now, slot, timeZone)) {
      return {
        deliverable: false,
        message: `${time} has already passed today in ${cityName}. Choose a later time, or another day.`,
        deadline: `${CUTOFF_TIME} today`,
        zoneLabel,
        case: "slot-passed",
      };
    }
    return {
      deliverable: true,
      message: `Yes! Order before ${CUTOFF_TIME} today for delivery by ${time} in ${cityName}.`,
      deadline: `${CUTOFF_TIME} today`,
      zoneLabel,
      case: "same-day",
    };
  }

  if (daysAhead === 1) {
    return {
      deliverable: true,
      message: `Perfect! Order today for delivery by ${time} tomorrow in ${cityName}.`,
      deadline: "11:59 PM today",
      zoneLabel,
      case: "tomorrow",
    };
  }

  return {
    deliverable: true,
    message: `Yes! Order by the day before for delivery by ${time} on ${format(startOfCalendarDay(picked, timeZone), "MMM d")}.`,
    deadline: orderAheadDeadline(today, picked, timeZone),
    zoneLabel,
    case: "later",
  };
}
