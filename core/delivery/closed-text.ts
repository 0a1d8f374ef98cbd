import { GLOSSARY } from "../i18n/glossary";
import type { Locale } from "../i18n/locale";
import type { NamedHoliday } from "./named-holidays";

/**
 * Why a day has no deliveries, as data: the words are chosen per language afterwards
 * (closedText), so the checker, the calendar's legend and the service answer say it in the
 * page's language. No date library here: the page chunk may read it.
 */
export type ClosedCause =
  | { kind: "sunday" }
  | { kind: "holiday"; holiday: NamedHoliday }
  /** A date the NO_DELIVERY_DATES setting names itself ("12-26=Boxing Day"): the operator's own words. */
  | { kind: "named"; label: string }
  /** A date without a name: a setting's bare date, or a day the partner's calendar leaves out. */
  | { kind: "unnamed" };

type ClosedWords = {
  sunday: string;
  unnamed: string;
  named(label: string): string;
  holiday: Record<NamedHoliday, string>;
};

/** The English sentences are the ones the site has always shown ("No deliveries on Sundays"). */
export const CLOSED_TEXT = {
  en: {
    sunday: "No deliveries on Sundays",
    unnamed: "No deliveries on this day",
    named: (label) => `No deliveries on ${label}`,
    holiday: {
      "new-years-day": "No deliveries on New Year's Day",
      "memorial-day": "No deliveries on Memorial Day",
      "independence-day": "No deliveries on Independence Day",
      "labor-day": "No deliveries on Labor Day",
      thanksgiving: "No deliveries on Thanksgiving",
      "christmas-eve": "No deliveries on Christmas Eve",
      "christmas-day": "No deliveries on Christmas Day",
      "new-years-eve": "No deliveries on New Year's Eve",
    },
  },
  es: {
    sunday: "No hay entregas los domingos",
    unnamed: "No hay entregas este día",
    named: (label) => `No hay entregas: ${label}`,
    holiday: {
      "new-years-day": "No hay entregas el Día de Año Nuevo",
      "memorial-day": "No hay entregas el Día de los Caídos",
      "independence-day": `No hay entregas el ${GLOSSARY.usIndependenceDay}`,
      "labor-day": `No hay entregas el ${GLOSSARY.usLaborDay}`,
      thanksgiving: "No hay entregas el Día de Acción de Gracias",
      "christmas-eve": "No hay entregas en Nochebuena",
      "christmas-day": "No hay entregas el día de Navidad",
      "new-years-eve": `No hay entregas el 31 de diciembre (${GLOSSARY.newYearsEve})`,
    },
  },
} as const satisfies Record<Locale, ClosedWords>;

/** The cause as a visitor reads it, in `locale`. */
export function closedText(cause: ClosedCause, locale: Locale): string {
  const words: ClosedWords = CLOSED_TEXT[locale];
  switch (cause.kind) {
    case "sunday":
      return words.sunday;
    case "unnamed":
      return words.unnamed;
    case "named":
      return words.named(cause.label);
    case "holiday":
      return words.holiday[cause.holiday];
  }
}
