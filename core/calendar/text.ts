import { format } from "date-fns";
import { type CalendarDay, startOfCalendarDay } from "../delivery/calendar-day";
import { CUTOFF_TIME } from "../delivery/cutoff";
import type { ServiceTime } from "../delivery/service-date";
import { CUTOFF_WORDS } from "../i18n/cutoff-words";
import { formatDay } from "../i18n/dates";
import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import type { TimeZone } from "../nebraska/types";
import type { FlowerDayKey } from "./flower-days";

/**
 * Every word the calendar files say, per language: the Spanish edition passes `locale: "es"`
 * (issue 41); nothing else changes, and the UIDs stay the same, so a subscriber's events keep
 * their identity.
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

/** "las 2:00 p. m. (hora del Centro) del sábado 13 de febrero de 2027": read after "pida antes de" or a colon. */
const spanishMoment = (zone: string, day: string) => `las ${CUTOFF_WORDS.es} (${zone}) del ${day}`;

/** "para el Día de las Madres", "para San Valentín": the days named "Día …" take the article. */
const para = (name: string) => `para ${name.startsWith("Día") ? "el " : ""}${name}`;

const spanish: CalendarText = {
  language: "ES",
  flowerDay: {
    "valentines-day": "San Valentín",
    easter: "Pascua",
    "mothers-day": GLOSSARY.usMothersDay,
    "dia-de-las-madres": GLOSSARY.mothersDayMay10,
    thanksgiving: "Día de Acción de Gracias",
    christmas: "Navidad",
  },
  zone: { "America/Chicago": GLOSSARY.centralTime, "America/Denver": GLOSSARY.mountainTime },
  dayLabel: (day, timeZone) => formatDay(startOfCalendarDay(day, timeZone), "weekdayDayYear", "es"),
  calendarName: (town) => `Fechas para ${GLOSSARY.flowers} en ${town}`,
  calendarDescription: (town) =>
    `Los días de ${GLOSSARY.flowers} de los próximos doce meses en ${town}, Nebraska, y el último momento para pedir ${GLOSSARY.flowers} para cada uno (${GLOSSARY.siteName}).`,
  flowerDayText: ({ name, town, orderBy, choose, townUrl }) =>
    [orderBy ? `Flores ${para(name)} en ${town}: ${GLOSSARY.orderBy} ${orderBy}.` : `${name}.`, choose, townUrl].filter(Boolean).join("\n\n"),
  orderBySummary: (name, town) => `Pida flores ${para(name)} antes de las ${CUTOFF_WORDS.es} (${town})`,
  orderByText: ({ name, town, day, orderBy, choose, townUrl }) =>
    [`Último momento para pedir flores ${para(name)}${choose ? "" : ` (${day})`} con entrega en ${town}: ${orderBy}.`, choose, `Pida y vea los ${GLOSSARY.deliveryDays}: ${townUrl}`]
      .filter(Boolean)
      .join("\n\n"),
  moment: spanishMoment,
  chooseInstead: (name, day, delivery) => `${name.startsWith("Día") ? "El " : ""}${name} (${day}) no tiene entregas: elija el ${delivery} como ${GLOSSARY.deliveryDay}.`,
  alarm: (name) => `${name}: pida sus flores en los próximos dos días`,
  serviceSummary: (town) => `Pida flores de ${GLOSSARY.sympathy} antes de las ${CUTOFF_WORDS.es} (${town})`,
  serviceText: ({ town, service, time, delivery, orderBy, answerUrl }) =>
    [
      `Elija el ${delivery} como ${GLOSSARY.deliveryDay}. ${GLOSSARY.orderBy.charAt(0).toUpperCase()}${GLOSSARY.orderBy.slice(1)} ${orderBy}.`,
      `El ${GLOSSARY.service} en ${town} es el ${service}, por la ${time === "morning" ? "mañana" : "tarde"}.`,
      `Por qué ese día: ${answerUrl}`,
    ].join("\n\n"),
  serviceAlarm: (town) => `Pida flores de ${GLOSSARY.sympathy} para el ${GLOSSARY.service} en ${town} en las próximas dos horas`,
};

/** The languages a calendar is written in: one per edition. */
export const CALENDAR_TEXT = { en: english, es: spanish } as const satisfies Record<Locale, CalendarText>;

export type CalendarLocale = Locale;
