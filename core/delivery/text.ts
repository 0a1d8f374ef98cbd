import { format } from "date-fns";
import { CUTOFF_WORDS } from "../i18n/cutoff-words";
import { formatDay } from "../i18n/dates";
import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import type { TimeZone } from "../nebraska/types";
import { CUTOFF_TIME } from "./cutoff";
import { slotLabelIn } from "./time-slots";

/**
 * Every word the delivery answers say (the checker's verdict, the service-date answer), per
 * language (issue 41). Dates come in as wall-clock Dates (startOfCalendarDay) and are written
 * here, so the order of day and month is the language's too. The English entries are the
 * sentences the site has always shown, word for word.
 */
export type DeliveryText = {
  /** "Monday, Nov 30": a day that is not today or tomorrow. */
  dayLabel(date: Date): string;
  /** "Nov 30": a date in a sentence. */
  shortDay(date: Date): string;
  /** A slot's hour as the language writes it ("3:00 PM", "3:00 p. m."). */
  slot(hour: number, englishLabel: string): string;
  closed(reason: string, next: string | null): string;
  noDeadline: string;
  /** The deadline for tomorrow's delivery: tonight. */
  tonight: string;
  cutoffToday: string;
  nextBusinessDay: string;
  missed(time: string, when: string): string;
  whenNextDay: string;
  whenTomorrow(shortDay: string): string;
  whenOn(dayLabel: string): string;
  slotPassed(time: string, city: string): string;
  sameDay(time: string, city: string): string;
  tomorrow(time: string, city: string): string;
  later(time: string, shortDay: string): string;
  /** "Saturday, December 5" (with the year when it is not this year's). */
  serviceDay(date: Date, withYear: boolean): string;
  zone: Record<TimeZone, string>;
  /** "2:00 PM Central Time today" / "… on Saturday, December 5". */
  orderBy(zone: string, day: string | null): string;
  morningDayBefore: string;
  /** A day the florists' calendar leaves out, named by its date. */
  partnerUnlisted(day: string): string;
};

/** "las 3:00 p. m.", but "la 1:00 p. m.": Spanish counts one o'clock in the singular. */
const spanishAt = (time: string) => `${time.startsWith("1:") ? "la" : "las"} ${time}`;

/** A sentence's full stop, once: "… 3:00 p. m." already ends with one. */
const stop = (sentence: string) => (sentence.endsWith(".") ? sentence : `${sentence}.`);

const english: DeliveryText = {
  dayLabel: (date) => format(date, "EEEE, MMM d"),
  shortDay: (date) => format(date, "MMM d"),
  slot: (_hour, label) => label,
  closed: (reason, next) => (next ? `${reason}. The next delivery day is ${next}.` : `${reason}.`),
  noDeadline: "None",
  tonight: "11:59 PM today",
  cutoffToday: `${CUTOFF_TIME} today`,
  nextBusinessDay: "Next business day",
  missed: (time, when) => `Same-day deadline passed. Your flowers will arrive by ${time} ${when}.`,
  whenNextDay: "on the next delivery day",
  whenTomorrow: (day) => `tomorrow (${day})`,
  whenOn: (day) => `on ${day}`,
  slotPassed: (time, city) => `${time} has already passed today in ${city}. Choose a later time, or another day.`,
  sameDay: (time, city) => `Yes! Order before ${CUTOFF_TIME} today for delivery by ${time} in ${city}.`,
  tomorrow: (time, city) => `Perfect! Order today for delivery by ${time} tomorrow in ${city}.`,
  later: (time, day) => `Yes! Order by the day before for delivery by ${time} on ${day}.`,
  serviceDay: (date, withYear) => format(date, withYear ? "EEEE, MMMM d, yyyy" : "EEEE, MMMM d"),
  zone: { "America/Chicago": "Central Time", "America/Denver": "Mountain Time" },
  orderBy: (zone, day) => `${CUTOFF_TIME} ${zone} ${day === null ? "today" : `on ${day}`}`,
  morningDayBefore: "flowers for a morning service arrive the day before",
  partnerUnlisted: (day) => `the florists list no deliveries on ${day}`,
};

const spanish: DeliveryText = {
  dayLabel: (date) => formatDay(date, "weekdayDay", "es"),
  shortDay: (date) => formatDay(date, "dayMonth", "es"),
  slot: (hour, label) => slotLabelIn({ value: hour, label }, "es"),
  closed: (reason, next) => (next ? `${reason}. El próximo ${GLOSSARY.deliveryDay} es el ${next}.` : `${reason}.`),
  noDeadline: "Ninguna",
  tonight: "hoy a las 11:59 p. m.",
  cutoffToday: `hoy a las ${CUTOFF_WORDS.es}`,
  nextBusinessDay: `El próximo ${GLOSSARY.deliveryDay}`,
  missed: (time, when) => `Ya pasó la ${GLOSSARY.cutoff} para la ${GLOSSARY.sameDayDelivery}. Sus flores llegarán para ${spanishAt(time)} ${when}.`,
  whenNextDay: `el próximo ${GLOSSARY.deliveryDay}`,
  whenTomorrow: (day) => `de mañana (${day})`,
  whenOn: (day) => `del ${day}`,
  slotPassed: (time, city) => {
    const at = spanishAt(time);
    return `${at.charAt(0).toUpperCase()}${at.slice(1)} ya ${time.startsWith("1:") ? "pasó" : "pasaron"} hoy en ${city}. Elija una hora más tarde u otro día.`;
  },
  sameDay: (time, city) => stop(`¡Sí! Pida antes de las ${CUTOFF_WORDS.es} de hoy para recibirlas en ${city} para ${spanishAt(time)}`),
  tomorrow: (time, city) => stop(`¡Perfecto! Pida hoy para recibirlas mañana en ${city} para ${spanishAt(time)}`),
  later: (time, day) => stop(`¡Sí! Pida a más tardar el día anterior para recibirlas el ${day} para ${spanishAt(time)}`),
  serviceDay: (date, withYear) => formatDay(date, withYear ? "weekdayDayYear" : "weekdayDay", "es"),
  zone: { "America/Chicago": GLOSSARY.centralTime, "America/Denver": GLOSSARY.mountainTime },
  orderBy: (zone, day) => `las ${CUTOFF_WORDS.es} (${zone}) ${day === null ? "de hoy" : `del ${day}`}`,
  morningDayBefore: "las flores para un servicio por la mañana llegan el día anterior",
  partnerUnlisted: (day) => `las ${GLOSSARY.florists} no tienen entregas el ${day}`,
};

export const DELIVERY_TEXT = { en: english, es: spanish } as const satisfies Record<Locale, DeliveryText>;
