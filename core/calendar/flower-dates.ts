import { type CalendarDay, calendarDayInZone, calendarDaysBetween } from "../delivery/calendar-day";
import { type DeliveryCalendar, isDeliveryDay, lastDeliveryDayBy, orderDeadline } from "../delivery/delivery-calendar";
import { FLOWER_DAYS, type FlowerDayKey } from "./flower-days";

/** One flower day in one town: the day, and when and for which day to order. */
export type FlowerDate = {
  key: FlowerDayKey;
  day: CalendarDay;
  /** The last delivery day on or before the flower day; null only for a calendar closed a whole year. */
  delivery: CalendarDay | null;
  /** 2 PM on the delivery day in the town's zone. */
  orderBy: Date | null;
  /** True when the flower day itself has no deliveries (a Sunday, Thanksgiving, Christmas). */
  closed: boolean;
};

/**
 * The flower days of the coming twelve months in a town, from today (the town's zone) to the
 * day before the same date next year, each with its order-by moment from the town's delivery
 * calendar: the same calendar, and so the same answer, as the delivery checker. The clock is
 * injected so a test can stand on any day.
 */
export function flowerDates({ now, calendar }: { now: Date; calendar: DeliveryCalendar }): FlowerDate[] {
  const today = calendarDayInZone(now, calendar.timeZone);
  const yearOn = { ...today, year: today.year + 1 };
  const dates: FlowerDate[] = [];
  for (const year of [today.year, today.year + 1]) {
    for (const { key, on } of FLOWER_DAYS) {
      const day = on(year);
      if (calendarDaysBetween(today, day) < 0 || calendarDaysBetween(yearOn, day) >= 0) continue;
      const delivery = lastDeliveryDayBy(calendar, day);
      dates.push({ key, day, delivery, orderBy: delivery ? orderDeadline(delivery, calendar.timeZone) : null, closed: !isDeliveryDay(calendar, day) });
    }
  }
  return dates;
}
