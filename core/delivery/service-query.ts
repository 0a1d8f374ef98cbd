import { categoryPathIn, href } from "../routes/routes";
import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import { townOf } from "../nebraska/town-zip";
import type { City } from "../nebraska/types";
import { MAX_TOWN_TEXT } from "../nebraska/zip";
import { z } from "../zod";
import { type CalendarDay, isoDay, toCalendarDay } from "./calendar-day";
import type { DeliveryDatesSource } from "./partner-dates";
import { SERVICE_TIMES, type ServiceAnswer, type ServiceTime } from "./service-date";


/** What the form shows back: the visitor's own words, bounded. */
export type ServiceFormValues = { town: string; date: string; time: ServiceTime };

export type ServiceQuery =
  /** Nothing asked yet: the form, with the town filled in when a town page linked here. */
  | { kind: "form"; values: ServiceFormValues }
  | { kind: "invalid"; values: ServiceFormValues; errors: string[] }
  | { kind: "valid"; values: ServiceFormValues; city: City; service: CalendarDay; time: ServiceTime };

/** A town by its name, slug or one of its ZIPs ("North Platte", "north-platte", "St Paul", "68847"), ", NE" allowed. */
function serviceTown(input: string): City | undefined {
  return townOf(input);
}

/** The visitor's words as the page may show them: bounded, without control or format characters. */
const first = (value: string | null | undefined, max: number) => (value ?? "").slice(0, max).replace(/\p{C}/gu, "");

/** The form's error messages, per language (issue 41). */
export type ServiceQueryText = {
  townMissing: string;
  townTooLong: string;
  townUnknown(town: string): string;
  dateMissing: string;
  dateInvalid: string;
  timeMissing: string;
};

const SERVICE_QUERY_TEXT = {
  en: {
    townMissing: "Enter the town where the service is held.",
    townTooLong: `A town name is at most ${MAX_TOWN_TEXT} characters.`,
    townUnknown: (town) => `We don't know a Nebraska town called “${town}”. Check the spelling, or enter the nearest town.`,
    dateMissing: "Enter the date of the service.",
    dateInvalid: "The service date must be a real date, written like 2026-12-07.",
    timeMissing: "Choose whether the service is in the morning or the afternoon.",
  },
  es: {
    townMissing: `Escriba la ${GLOSSARY.town} donde es el ${GLOSSARY.service}.`,
    townTooLong: `El nombre de una ${GLOSSARY.town} tiene como máximo ${MAX_TOWN_TEXT} caracteres.`,
    townUnknown: (town) => `No conocemos ninguna ${GLOSSARY.town} de Nebraska llamada “${town}”. Revise cómo se escribe, o escriba la ${GLOSSARY.town} más cercana.`,
    dateMissing: `Escriba la fecha del ${GLOSSARY.service}.`,
    dateInvalid: `La fecha del ${GLOSSARY.service} debe ser una fecha real, escrita así: 2026-12-07.`,
    timeMissing: `Indique si el ${GLOSSARY.service} es por la mañana o por la tarde.`,
  },
} as const satisfies Record<Locale, ServiceQueryText>;

function serviceQuerySchemaIn(text: ServiceQueryText) {
  return z.object({
    town: z
      .string({ error: text.townMissing })
      .trim()
      .min(1, text.townMissing)
      .max(MAX_TOWN_TEXT, text.townTooLong)
      .transform((town, ctx) => {
        const city = serviceTown(town);
        if (city) return city;
        ctx.addIssue({ code: "custom", message: text.townUnknown(first(town, MAX_TOWN_TEXT)) });
        return z.NEVER;
      }),
    date: z
      .string({ error: text.dateMissing })
      .trim()
      .min(1, text.dateMissing)
      .transform((date, ctx) => {
        try {
          return toCalendarDay(date);
        } catch {
          ctx.addIssue({ code: "custom", message: text.dateInvalid });
          return z.NEVER;
        }
      }),
    time: z.enum(SERVICE_TIMES, { error: text.timeMissing }),
  });
}

const serviceQuerySchemas = { en: serviceQuerySchemaIn(SERVICE_QUERY_TEXT.en), es: serviceQuerySchemaIn(SERVICE_QUERY_TEXT.es) } as const;


/**
 * The "When is the service?" form's input (town, date, time) from a query string. The
 * answer is asked for once a date or a time is given; a town alone only fills the form in.
 * Each field is bounded before it is read, and every wrong field says what is wrong.
 */
export function parseServiceQuery(params: URLSearchParams, locale: Locale): ServiceQuery {
  const time = params.get("time");
  const values: ServiceFormValues = {
    town: first(params.get("town"), MAX_TOWN_TEXT + 1),
    date: first(params.get("date"), 20),
    time: time === "afternoon" ? "afternoon" : "morning",
  };
  if (!asksForAnswer(params)) return { kind: "form", values: { ...values, town: serviceTown(values.town)?.name ?? values.town } };
  const parsed = serviceQuerySchemas[locale].safeParse({ town: params.get("town") ?? undefined, date: params.get("date") ?? undefined, time: time ?? undefined });
  if (!parsed.success) return { kind: "invalid", values, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  return { kind: "valid", values, city: parsed.data.town, service: parsed.data.date, time: parsed.data.time };
}

/**
 * The one rule for "does this query ask for an answer": a date or a time asked. A town alone
 * only fills the form in (a town page links here with its town), which is a kept view of the page.
 */
function asksForAnswer(params: URLSearchParams): boolean {
  return params.has("date") || params.has("time");
}

/** The form's own fields, kept as the visitor wrote them when they do not make a valid query (the errors quote them). */
const FORM_PARAMS = ["town", "date", "time"] as const;

/** A view of the page the answer is shown on, canonical (core/products/shop-view.ts): unknown values already dropped, `to` a town's slug. */
export type AnswerView = { budget: string; order: string; to?: string };

/**
 * The query the sympathy page answers, as its answer is kept and rendered, or undefined when
 * the address asks for no answer (another page, or nothing but a town). Keyed by meaning
 * (issue 52): a valid query is written one way ("Omaha", "omaha,ne" and "68104" are all
 * `town=Omaha`; the date as YYYY-MM-DD), the view's budget and order only when known, and
 * `to` only when it names another town than the form's; anything else in the address changes
 * nothing. An invalid query keeps the visitor's words, which its error messages quote.
 */
export function serviceAnswerQuery(path: string, params: URLSearchParams, view?: AnswerView): string | undefined {
  if (!SERVICE_FORM_PATHS.includes(path) || !asksForAnswer(params)) return undefined;
  const query = new URLSearchParams();
  // Either edition's words: only the errors differ, and an invalid query is kept as written.
  const parsed = parseServiceQuery(params, "en");
  if (parsed.kind === "valid") {
    // The name when it reads back as the same town (the form shows it), else the slug.
    query.set("town", serviceTown(parsed.city.name)?.slug === parsed.city.slug ? parsed.city.name : parsed.city.slug);
    query.set("date", isoDay(parsed.service));
    query.set("time", parsed.time);
  } else {
    for (const name of FORM_PARAMS) {
      const value = params.get(name);
      if (value !== null) query.set(name, value);
    }
  }
  if (view && view.budget !== "all") query.set("budget", view.budget);
  if (view && view.order !== "partner") query.set("order", view.order);
  const formTown = parsed.kind === "valid" ? parsed.city.slug : serviceTown(first(params.get("town"), MAX_TOWN_TEXT + 1))?.slug;
  if (view?.to && view.to !== formTown) query.set("to", view.to);
  return `?${query.toString()}`;
}

/** The page that carries the form, and the form's anchor on it. */
export const SERVICE_FORM_PATH = categoryPathIn("en", "sympathy-funeral");
export const SERVICE_FORM_ID = "service";

/** The sympathy page of each edition: the form's action there (the route table's sympathy category page). */
export function serviceFormPathIn(locale: Locale): string {
  return locale === "en" ? SERVICE_FORM_PATH : categoryPathIn(locale, "sympathy-funeral");
}

/** Both editions' sympathy pages: each answers the same query. */
const SERVICE_FORM_PATHS: readonly string[] = [SERVICE_FORM_PATH, serviceFormPathIn("es")];

/** The form's address with a town filled in (a town page's sympathy card links here). */
export function serviceFormUrl(townSlug: string | undefined, locale: Locale): string {
  return `${serviceFormPathIn(locale)}${townSlug ? `?town=${encodeURIComponent(townSlug)}` : ""}#${SERVICE_FORM_ID}`;
}

/**
 * The query field that asks the server for the Spanish edition's words, wherever a plain form
 * or link reaches the server without a page path to read it from (`lang=es`; absent: English).
 */
export const LANG_FIELD = "lang";

/** The calendar file for an answered query: the same three fields, the town by its slug (and `lang=es` for the Spanish file). */
export function serviceCalendarUrl({ town, service, time, locale }: { town: string; service: CalendarDay; time: ServiceTime; locale: Locale }): string {
  const query = new URLSearchParams({ town, date: isoDay(service), time });
  if (locale !== "en") query.set(LANG_FIELD, locale);
  // The service answer as one calendar event (docs/decisions/0044), at the route table's address; its own query says the edition.
  return `${href({ kind: "serviceCalendar", locale: "en" })}?${query.toString()}`;
}

/** What the server hands the sympathy page for a query: the form as asked, and the answer when it could be made. */
export type ServicePage = { query: ServiceQuery; answer: ServiceAnswer | null; source: DeliveryDatesSource | null };
