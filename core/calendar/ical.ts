import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency, type ICalCalendar } from "ical-generator";
import { type CalendarDay, startOfCalendarDay } from "../delivery/calendar-day";
import type { TimeZone } from "../nebraska/types";
import type { CalendarText } from "./text";

/** Subscribed calendars are asked to refresh once a day: the order-by days change at most daily. */
const REFRESH_SECONDS = 86_400;

/** A calendar with the house's product id, in the text's language. */
export function newCalendar(text: CalendarText, options: { name?: string; description?: string; refresh?: boolean } = {}): ICalCalendar {
  return ical({
    prodId: { company: "Nebraska Flower Delivery", product: "Flower dates", language: text.language },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.refresh ? { ttl: REFRESH_SECONDS } : {}),
  });
}

/**
 * DTSTAMP: the start of the day the file is made for (town's zone), not the request's second,
 * so one day's file is the same bytes on every instance and its ETag holds across them.
 */
export function stampOf(today: CalendarDay, timeZone: TimeZone): Date {
  return new Date(startOfCalendarDay(today, timeZone).getTime());
}

/** An all-day value: ical-generator writes a Date's UTC calendar fields as VALUE=DATE. */
export function dateValue(day: CalendarDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

/** The UID domain: the site's host, so two deployments' events never collide. */
export function uidDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname;
}

/** Events are reminders, not appointments: they never mark the visitor busy. */
export const FREE = ICalEventTransparency.TRANSPARENT;

/** Every alarm shows a message; none plays a sound or sends mail. */
export const DISPLAY = ICalAlarmType.display;
