import { TZDate } from "@date-fns/tz";
import { parseIsoDay } from "../iso-day";
import type { TimeZone } from "../nebraska/types";

/**
 * A day on the calendar with no time and no zone. The checker compares these,
 * never instants, so DST days (23 or 25 hours long) still count as one day.
 */
export type CalendarDay = { year: number; month: number; day: number };

/**
 * Reads the visitor's pick. A yyyy-MM-dd string is taken literally. A Date is
 * read by its own calendar fields (getFullYear/getMonth/getDate): that is the
 * day react-day-picker shows for it (a local midnight), and for a TZDate the
 * fields are already those of its zone. Malformed input is a caller bug: throws.
 */
export function toCalendarDay(date: Date | string): CalendarDay {
  const picked = typeof date === "string" ? parseIsoDay(date) : date;
  if (!picked || Number.isNaN(picked.getTime())) throw new RangeError(`Invalid calendar date: ${typeof date === "string" ? `"${date}"` : "Invalid Date"}`);
  return { year: picked.getFullYear(), month: picked.getMonth() + 1, day: picked.getDate() };
}

/** The calendar day it is at `now` in the given zone. */
export function calendarDayInZone(now: Date, timeZone: TimeZone): CalendarDay {
  return toCalendarDay(new TZDate(now.getTime(), timeZone));
}

/** Midnight of the day in the zone: the value date-fns formats and steps through. */
export function startOfCalendarDay(day: CalendarDay, timeZone: TimeZone): TZDate {
  return new TZDate(day.year, day.month - 1, day.day, timeZone);
}

/**
 * Today in the city's zone as a local-midnight Date, the form react-day-picker
 * matchers compare (e.g. `disabled={{ before: todayInZone(now, tz) }}`).
 */
export function todayInZone(now: Date, timeZone: TimeZone): Date {
  const today = calendarDayInZone(now, timeZone);
  return new Date(today.year, today.month - 1, today.day);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  // UTC has no DST, so midnight-to-midnight is always a multiple of 24 h here.
  const msPerDay = 86_400_000;
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / msPerDay;
}

/** True for days before today in the city's zone: the calendar disables them (docs/product.md). */
export function isPastDate(date: Date | string, now: Date, timeZone: TimeZone): boolean {
  return calendarDaysBetween(calendarDayInZone(now, timeZone), toCalendarDay(date)) < 0;
}

/** The day as "YYYY-MM-DD", the form the API and react-day-picker's data-day use. */
export function isoDay(day: CalendarDay): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

/** The day `count` calendar days later (earlier when negative); months and years roll over. */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday; a calendar day has the same weekday in every zone. */
export function dayOfWeek(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}
