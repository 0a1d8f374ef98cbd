import { format } from "date-fns";
import { type CalendarDay, startOfCalendarDay } from "../delivery/calendar-day";
import { CUTOFF_TIME } from "../delivery/cutoff";
import type { ServiceTime } from "../delivery/service-date";
import type { TimeZone } from "../nebraska/types";
import type { FlowerDayKey } from "./flower-days";

/**
 * Every word the calendar files say, per language. A Spanish edition adds an `es` entry
 * (names, sentences, a date-fns locale for the day labels) and passes `locale: "es"`;
 * nothing else changes, and the UIDs stay the same, so a subscriber's events keep their identity.
 */
export type CalendarText = {
  /** The iCalendar PRODID language tag. */
  language: string;
  flowerDay: Record<FlowerDayKey, string>;
  zone: Record<TimeZone, string>;
  /** "Saturday, February 13, 2027". */
  dayLabel(day: CalendarDay, timeZone: TimeZone): string;
  calendarName(town: string): string;
  calendarDescription(town: string): string;
  /** The all-day event's description. */
  flowerDayText(input: { name: string; town: string; orderBy: string | null; choose: string | null; townUrl: string }): string;
  orderBySummary(name: string, town: string): string;
  orderByText(input: { name: string; town: string; day: string; orderBy: string; choose: string | null; townUrl: string }): string;
  /** "2:00 PM Central Time on Saturday, February 13, 2027". */
  moment(zone: string, day: string): string;
  /** The holiday falls on a day without deliveries: which day to order for instead. */
  chooseInstead(name: string, day: string, delivery: string): string;
  alarm(name: string): string;
  serviceSummary(town: string): string;
  serviceText(input: { town: string; service: string; time: ServiceTime; delivery: string; orderBy: string; answerUrl: string }): string;
  serviceAlarm(town: string): string;
};

const english: CalendarText = {
  language: "EN",
  flowerDay: {
    "valentines-day": "Valentine's Day",
    easter: "Easter",
    "mothers-day": "Mother's Day",
    "dia-de-las-madres": "Día de las Madres",
    thanksgiving: "Thanksgiving",
    christmas: "Christmas",
  },
  zone: { "America/Chicago": "Central Time", "America/Denver": "Mountain Time" },
  dayLabel: (day, timeZone) => format(startOfCalendarDay(day, timeZone), "EEEE, MMMM d, yyyy"),
  calendarName: (town) => `${town} flower dates`,
  calendarDescription: (town) => `Flower days for ${town}, Nebraska, over the coming twelve months, and the last moment to order flowers for each (Nebraska Flower Delivery).`,
  flowerDayText: ({ name, town, orderBy, choose, townUrl }) =>
    [orderBy ? `Flowers for ${name} in ${town}: order by ${orderBy}.` : `${name}.`, choose, townUrl].filter(Boolean).join("\n\n"),
  orderBySummary: (name, town) => `Order ${name} flowers by ${CUTOFF_TIME} (${town})`,
  orderByText: ({ name, town, day, orderBy, choose, townUrl }) =>
    [`Last moment to order flowers for ${name}${choose ? "" : ` (${day})`} for delivery in ${town}: ${orderBy}.`, choose, `Order and check delivery days: ${townUrl}`].filter(Boolean).join("\n\n"),
  moment: (zone, day) => `${CUTOFF_TIME} ${zone} on ${day}`,
  chooseInstead: (name, day, delivery) => `${name} (${day}) has no deliveries: choose ${delivery} as the delivery date.`,
  alarm: (name) => `${name}: order flowers within two days`,
  serviceSummary: (town) => `Order sympathy flowers by ${CUTOFF_TIME} (${town})`,
  // The answer's reasons stay on its page (linked): they are the rules' English words.
  serviceText: ({ town, service, time, delivery, orderBy, answerUrl }) =>
    [`Choose ${delivery} as the delivery date. Order by ${orderBy}.`, `The service in ${town} is on ${service}, in the ${time}.`, `Why that day: ${answerUrl}`].join("\n\n"),
  serviceAlarm: (town) => `Order sympathy flowers for the service in ${town} within two hours`,
};

/** The languages a calendar can be written in; only English until the Spanish edition exists. */
export const CALENDAR_TEXT = { en: english } as const satisfies Record<string, CalendarText>;

export type CalendarLocale = keyof typeof CALENDAR_TEXT;
