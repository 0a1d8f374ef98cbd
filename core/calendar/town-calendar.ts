import { addCalendarDays, calendarDayInZone } from "../delivery/calendar-day";
import type { DeliveryCalendar } from "../delivery/delivery-calendar";
import type { City } from "../nebraska/types";
import { cityPathIn } from "../routes/routes";
import { flowerDates } from "./flower-dates";
import { dateValue, DISPLAY, FREE, newCalendar, stampOf, uidDomain } from "./ical";
import { CALENDAR_TEXT, type CalendarLocale } from "./text";

/** The order-by alarm rings this long before the cut-off: time to choose, not just to click. */
const ORDER_BY_ALARM_SECONDS = 2 * 86_400;

type TownCalendarInput = {
  town: Pick<City, "name" | "slug" | "timeZone">;
  /** The town's delivery calendar: the checker's (the partner's days where it answered, the rules beyond). */
  calendar: DeliveryCalendar;
  now: Date;
  siteUrl: string;
  locale: CalendarLocale;
};

/**
 * A town's flower dates as an iCalendar file (RFC 5545): each flower day of the coming twelve
 * months as an all-day event, and its order-by moment (2 PM on the last delivery day, written
 * in UTC so every client shows it at the right instant in its own zone, across DST) with an
 * alarm two days before and a link to the town page. UIDs name the town, the day and the year,
 * never the date of the file, so a subscription updates its events in place.
 */
export function townCalendarIcs({ town, calendar, now, siteUrl, locale }: TownCalendarInput): string {
  const { timeZone } = calendar;
  const text = CALENDAR_TEXT[locale];
  const ics = newCalendar(text, { name: text.calendarName(town.name), description: text.calendarDescription(town.name), refresh: true });
  const townUrl = new URL(cityPathIn(locale, town.slug), siteUrl).toString();
  const domain = uidDomain(siteUrl);
  const stamp = stampOf(calendarDayInZone(now, timeZone), timeZone);
  for (const date of flowerDates({ now, calendar })) {
    const name = text.flowerDay[date.key];
    const dayLabel = text.dayLabel(date.day, timeZone);
    const deliveryLabel = date.delivery ? text.dayLabel(date.delivery, timeZone) : null;
    const orderBy = deliveryLabel ? text.moment(text.zone[timeZone], deliveryLabel) : null;
    const choose = date.closed && deliveryLabel ? text.chooseInstead(name, dayLabel, deliveryLabel) : null;
    const id = `${town.slug}-${date.key}-${date.day.year}`;
    ics.createEvent({
      id: `${id}@${domain}`,
      stamp,
      allDay: true,
      start: dateValue(date.day),
      end: dateValue(addCalendarDays(date.day, 1)),
      summary: name,
      description: text.flowerDayText({ name, town: town.name, orderBy, choose, townUrl }),
      url: townUrl,
      transparency: FREE,
    });
    if (!date.orderBy || !orderBy) continue;
    ics.createEvent({
      id: `${id}-order-by@${domain}`,
      stamp,
      // No DTEND: a moment, not a span (RFC 5545 3.6.1); an end equal to the start is not allowed.
      start: date.orderBy,
      summary: text.orderBySummary(name, town.name),
      description: text.orderByText({ name, town: town.name, day: dayLabel, orderBy, choose, townUrl }),
      url: townUrl,
      transparency: FREE,
      alarms: [{ type: DISPLAY, triggerBefore: ORDER_BY_ALARM_SECONDS, description: text.alarm(name) }],
    });
  }
  return ics.toString();
}

