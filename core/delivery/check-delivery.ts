import { TZDate } from "@date-fns/tz";
import { addDays, format, subDays } from "date-fns";
import type { TimeZone } from "../nebraska/types";
import { calendarDayInZone, calendarDaysBetween, startOfCalendarDay, toCalendarDay } from "./calendar-day";
import type { TimeSlot } from "./time-slots";

/** Spec §9: same-day orders close at 2:00 PM in the city's own zone. */
export const SAME_DAY_CUTOFF_HOUR = 14;
/** Spec §4: the earliest slot the same-day rule accepts. */
export const EARLIEST_SAME_DAY_SLOT_HOUR = 9;

export type ZoneLabel = "CT" | "MT";

/** Which row of the spec §4 table produced the result; lets the UI decide where the zone label belongs. */
export type DeliveryCase = "same-day" | "same-day-missed" | "tomorrow" | "later";

export type DeliveryResult = {
  deliverable: boolean;
  message: string;
  deadline: string;
  /** Shown beside the deadline; the messages themselves carry no zone (spec §4 copy). */
  zoneLabel: ZoneLabel;
  case: DeliveryCase;
};

export type DeliveryQuery = {
  now: Date;
  /** The visitor's pick: yyyy-MM-dd, or a Date read by its calendar fields (see toCalendarDay). */
  date: Date | string;
  slot: TimeSlot;
  cityName: string;
  timeZone: TimeZone;
};

export function zoneLabelFor(timeZone: TimeZone): ZoneLabel {
  return timeZone === "America/Denver" ? "MT" : "CT";
}

/**
 * The delivery-time checker's verdict (spec §4 table). The cut-off and "today"
 * are taken in the city's zone, so a panhandle town on Mountain time keeps its
 * own 2 PM. Past dates and a today-slot before 9 AM give no result (null).
 */
export function checkDelivery({ now, date, slot, cityName, timeZone }: DeliveryQuery): DeliveryResult | null {
  const today = calendarDayInZone(now, timeZone);
  const picked = toCalendarDay(date);
  const daysAhead = calendarDaysBetween(today, picked);
  const zoneLabel = zoneLabelFor(timeZone);
  const time = slot.label;
  const pickedStart = startOfCalendarDay(picked, timeZone);

  if (daysAhead < 0) return null;

  if (daysAhead === 0) {
    const hour = new TZDate(now.getTime(), timeZone).getHours();
    if (hour >= SAME_DAY_CUTOFF_HOUR) {
      const tomorrow = format(addDays(pickedStart, 1), "MMM d");
      return {
        deliverable: false,
        message: `Same-day deadline passed. Your flowers will arrive by ${time} tomorrow (${tomorrow}).`,
        deadline: "Next business day",
        zoneLabel,
        case: "same-day-missed",
      };
    }
    if (slot.value >= EARLIEST_SAME_DAY_SLOT_HOUR) {
      return {
        deliverable: true,
        message: `Yes! Order before 2:00 PM today for delivery by ${time} in ${cityName}.`,
        deadline: "2:00 PM today",
        zoneLabel,
        case: "same-day",
      };
    }
    return null;
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
    message: `Yes! Order by the day before for delivery by ${time} on ${format(pickedStart, "MMM d")}.`,
    deadline: format(subDays(pickedStart, 1), "MMM d"),
    zoneLabel,
    case: "later",
  };
}
