import { addCalendarDays, calendarDayInZone, isoDay, toCalendarDay } from "../delivery/calendar-day";
import { zoneLabelFor } from "../delivery/check-delivery";
import type { DeliveryDatesResponse } from "../delivery/dates-response";
import { DELIVERY_WINDOW_DAYS, isPastCutoff, orderDeadline } from "../delivery/delivery-calendar";
import { serviceDayLabel, zoneName } from "../delivery/service-date";
import { DELIVERY_TEXT } from "../delivery/text";
import { cityPathIn } from "../routes/routes";
import type { Locale } from "../i18n/locale";
import { isIsoDay } from "../iso-day";
import { servedZipsOf } from "../nebraska/served-zips";
import { deliveryZipOf } from "../nebraska/town-zip";
import type { City } from "../nebraska/types";

/**
 * Pure shaping of the MCP tools' answers (issue 51): the figures come from the same services
 * the pages and /api read; here they only get their words (English or Spanish) and the
 * recipient's zone. A bad argument is a McpInputError, which the tool returns as its error.
 */
export class McpInputError extends Error {}

/** The tools' own words, per language; the delivery words come from core/delivery/text.ts. */
export const MCP_TEXT = {
  en: {
    unknownTown: (text: string) => `"${text}" is not a Nebraska town or ZIP code this site serves. Try find_town first.`,
    noTown: (text: string) => `No Nebraska town this site serves matches "${text}".`,
    badDate: (field: string) => `${field} must be a real calendar date written YYYY-MM-DD.`,
    toBeforeFrom: "to must not be before from.",
    outsideWindow: (field: string, first: string, last: string) => `${field} must be between ${first} and ${last} (the next ${DELIVERY_WINDOW_DAYS} days in the town's time zone).`,
    days: (town: string, zone: string, source: string) => `Delivery days for ${town} (${zone}; ${source === "partner" ? "the partner's own calendar for this ZIP" : "the site's calendar rules; the partner did not answer"}):`,
    orderBy: "order by",
    none: "No delivery day in that range.",
    town: (name: string, zip: string, zone: string) => `${name}: delivers at ZIP ${zip}, ${zone}.`,
    page: "Page",
  },
  es: {
    unknownTown: (text: string) => `"${text}" no es una ciudad ni un código postal de Nebraska que este sitio atienda. Pruebe primero find_town.`,
    noTown: (text: string) => `Ninguna ciudad de Nebraska que este sitio atienda coincide con "${text}".`,
    badDate: (field: string) => `${field} debe ser una fecha válida con el formato AAAA-MM-DD.`,
    toBeforeFrom: "to no puede ser anterior a from.",
    outsideWindow: (field: string, first: string, last: string) => `${field} debe estar entre ${first} y ${last} (los próximos ${DELIVERY_WINDOW_DAYS} días en la zona horaria de la ciudad).`,
    days: (town: string, zone: string, source: string) => `Días de entrega en ${town} (${zone}; ${source === "partner" ? "según el calendario de nuestra tienda asociada para este código postal" : "según las reglas de calendario del sitio; nuestra tienda asociada no respondió"}):`,
    orderBy: "haga el pedido a más tardar a",
    none: "No hay días de entrega en esas fechas.",
    town: (name: string, zip: string, zone: string) => `${name}: código postal de entrega ${zip}, ${zone}.`,
    page: "Página",
  },
} as const;

/** A town as find_town (and every other tool) names it: ZIPs, zone and our pages in both languages. */
export function townFacts(city: City, siteUrl: string) {
  return {
    name: city.name,
    slug: city.slug,
    county: city.county ?? null,
    timeZone: city.timeZone,
    zone: zoneLabelFor(city.timeZone),
    deliveryZip: deliveryZipOf(city) ?? null,
    zipCodes: city.zipCodes.length > 0 ? [...city.zipCodes] : [...servedZipsOf(city)],
    pages: { en: `${siteUrl}${cityPathIn("en", city.slug)}`, es: `${siteUrl}${cityPathIn("es", city.slug)}` },
  };
}

export type TownFacts = ReturnType<typeof townFacts>;

/** The optional range of delivery_days, checked against the window the checker answers for (the town's today + 60 days). */
export function deliveryRange(range: { from?: string | undefined; to?: string | undefined }, city: Pick<City, "timeZone">, now: Date, locale: Locale): { from: string; to: string } {
  const text = MCP_TEXT[locale];
  const today = calendarDayInZone(now, city.timeZone);
  const first = isoDay(today);
  const last = isoDay(addCalendarDays(today, DELIVERY_WINDOW_DAYS - 1));
  for (const [field, value] of [["from", range.from], ["to", range.to]] as const) {
    if (value === undefined) continue;
    if (!isIsoDay(value)) throw new McpInputError(text.badDate(field));
    if (value < first || value > last) throw new McpInputError(text.outsideWindow(field, first, last));
  }
  const from = range.from ?? first;
  const to = range.to ?? last;
  if (to < from) throw new McpInputError(text.toBeforeFrom);
  return { from, to };
}

/**
 * The checker's answer within the range, each day with its order-by (2 PM on the day, the
 * recipient's zone). A day whose order-by has passed (today after 2 PM) is left out, by the
 * same rule the page's checker applies: an assistant never offers a day that cannot be ordered.
 */
export function deliveryDaysAnswer(answer: DeliveryDatesResponse, town: TownFacts, range: { from: string; to: string }, now: Date, locale: Locale) {
  const timeZone = answer.timeZone;
  const thisYear = calendarDayInZone(now, timeZone).year;
  const days = answer.dates
    .filter((date) => date >= range.from && date <= range.to && !isPastCutoff(now, toCalendarDay(date), timeZone))
    .map((date) => {
      const day = toCalendarDay(date);
      return {
        date,
        orderBy: orderDeadline(day, timeZone).toISOString(),
        orderByText: DELIVERY_TEXT[locale].orderBy(zoneName(timeZone, locale), serviceDayLabel(day, timeZone, thisYear, locale)),
      };
    });
  const text = MCP_TEXT[locale];
  const lines = [text.days(town.name, zoneName(timeZone, locale), answer.source), ...(days.length > 0 ? days.map((day) => `- ${day.date}: ${text.orderBy} ${day.orderByText}`) : [text.none])];
  return {
    structured: { town, zip: answer.zip, timeZone, source: answer.source, cutoff: answer.cutoff, from: range.from, to: range.to, dates: days },
    text: lines.join("\n"),
  };
}
