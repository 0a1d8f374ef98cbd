import { isoDay } from "../delivery/calendar-day";
import type { ServiceAnswer } from "../delivery/service-date";
import { SERVICE_FORM_ID, serviceFormPathIn } from "../delivery/service-query";
import type { Locale } from "../i18n/locale";
import type { City } from "../nebraska/types";
import { DISPLAY, FREE, newCalendar, uidDomain } from "./ical";
import { CALENDAR_TEXT, type CalendarLocale } from "./text";

/** The service's alarm: close enough to act on, far enough to still order. */
const SERVICE_ALARM_SECONDS = 2 * 3_600;

type ServiceCalendarInput = {
  town: Pick<City, "name" | "slug">;
  answer: Extract<ServiceAnswer, { kind: "deliver" }>;
  /** When the file is made (DTSTAMP). */
  now: Date;
  siteUrl: string;
  locale: CalendarLocale;
};

/** The sympathy answer's own address, so the event links back to the reasons it was given. */
function serviceAnswerUrl(siteUrl: string, town: string, answer: ServiceCalendarInput["answer"], locale: Locale): string {
  const query = new URLSearchParams({ town, date: isoDay(answer.service.day), time: answer.time });
  return new URL(`${serviceFormPathIn(locale)}?${query.toString()}#${SERVICE_FORM_ID}`, siteUrl).toString();
}

/**
 * One event at the service answer's order-by moment (2 PM on the delivery day, in UTC), its
 * text naming the delivery date to choose, with an alarm two hours before. The UID is the
 * question (town, service day, time), so adding the same answer twice updates one event.
 */
export function serviceCalendarIcs({ town, answer, now, siteUrl, locale }: ServiceCalendarInput): string {
  const text = CALENDAR_TEXT[locale];
  const ics = newCalendar(text);
  const label = (day: typeof answer.service.day) => text.dayLabel(day, answer.timeZone);
  const delivery = label(answer.delivery.day);
  const answerUrl = serviceAnswerUrl(siteUrl, town.slug, answer, locale);
  ics.createEvent({
    id: `service-${town.slug}-${isoDay(answer.service.day)}-${answer.time}@${uidDomain(siteUrl)}`,
    stamp: now,
    // A moment, not a span: no DTEND (RFC 5545 3.6.1).
    start: answer.orderBy,
    summary: text.serviceSummary(town.name),
    description: text.serviceText({
      town: town.name,
      service: label(answer.service.day),
      time: answer.time,
      delivery,
      orderBy: text.moment(text.zone[answer.timeZone], delivery),
      answerUrl,
    }),
    url: answerUrl,
    transparency: FREE,
    alarms: [{ type: DISPLAY, triggerBefore: SERVICE_ALARM_SECONDS, description: text.serviceAlarm(town.name) }],
  });
  return ics.toString();
}
