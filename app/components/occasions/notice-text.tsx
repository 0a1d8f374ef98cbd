import type { OccasionKey } from "#core/delivery/occasions";
import { CUTOFF_WORDS } from "#core/i18n/cutoff-words";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import type { TimeZone } from "#core/nebraska/types";
import type { ReactNode } from "react";

/**
 * The occasion notice's words, per language (issue 41). Sentences that the English notice
 * renders as several text nodes are fragments here with the same children, so the English
 * HTML is byte for byte what it was. Spanish writes the zone out ("hora del Centro").
 */
export type NoticeText = {
  names: Record<OccasionKey, string>;
  zones: Record<TimeZone, { short: string; long: string }>;
  ariaLabel: string;
  /** "Valentine's Day is Sunday, February 14, 2027." */
  title(name: string, day: string): ReactNode;
  /** The partner's calendar may deliver on the day: the checker says; then the order-by. */
  partnerDecides(where: string | null, lastDeliveryDay: string): string;
  /** The day has no deliveries: the last delivery day; then the order-by. */
  closedThatDay(where: string | null, lastDeliveryDay: string): string;
  /** Delivered on the day itself; then the order-by. */
  onTheDay(where: string | null): string;
  /** " in Omaha" / " en Omaha". */
  where(town: string): string;
  shop(name: string): ReactNode;
  /** The cut-off as the sentence says it: "2:00 PM", "las 2:00 p. m.". */
  cutoff: string;
  /** The one zone's order-by, after the cut-off and the zone: " on Saturday, February 13, 2027". */
  onDay(day: string): ReactNode;
  /** Statewide: the cut-off in local time, then each zone's. */
  localTimeOn(day: string): string;
  zoneTowns(zone: string): string;
};

/** "para San Valentín", "para el Día de las Madres": days named "Día …" take the article. */
const withArticle = (name: string) => `${name.startsWith("Día") ? "el " : ""}${name}`;
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const NOTICE_TEXT = {
  en: {
    names: { "valentines-day": "Valentine's Day", "mothers-day": "Mother's Day", "dia-de-las-madres": GLOSSARY.mothersDayMay10 },
    zones: {
      "America/Chicago": { short: "CT", long: "Central Time" },
      "America/Denver": { short: "MT", long: "Mountain Time" },
    },
    ariaLabel: "Order-by dates",
    title: (name, day) => (
      <>
        {name} is {day}.
      </>
    ),
    partnerDecides: (where, last) =>
      `Whether florists deliver that day${where ?? ""}, the delivery checker ${where ? "below" : "on each town page"} shows; for delivery on ${last}, order by `,
    closedThatDay: (where, last) => `There are no deliveries that day; the last delivery day${where ?? ""} is ${last}. Order by `,
    onTheDay: (where) => `For delivery on the day${where ?? ""}, order by `,
    where: (town) => ` in ${town}`,
    shop: (name) => <>Shop {name} flowers</>,
    cutoff: "2:00 PM",
    onDay: (day) => <> on {day}</>,
    localTimeOn: () => "2:00 PM local time on ",
    zoneTowns: (zone) => `in ${zone === "MT" ? "Mountain" : "Central"}-time towns`,
  },
  es: {
    names: { "valentines-day": "San Valentín", "mothers-day": GLOSSARY.usMothersDay, "dia-de-las-madres": GLOSSARY.mothersDayMay10 },
    zones: {
      "America/Chicago": { short: GLOSSARY.centralTime, long: GLOSSARY.centralTime },
      "America/Denver": { short: GLOSSARY.mountainTime, long: GLOSSARY.mountainTime },
    },
    ariaLabel: "Fechas para pedir a tiempo",
    title: (name, day) => `${capital(withArticle(name))} es el ${day}.`,
    partnerDecides: (where, last) =>
      `Si las ${GLOSSARY.florists} entregan ese día${where ?? ""}, lo indica el verificador de entregas ${where ? "más abajo" : "de cada página de ciudad"}; para entrega el ${last}, ${GLOSSARY.orderBy} `,
    closedThatDay: (where, last) => `Ese día no hay entregas; el último ${GLOSSARY.deliveryDay}${where ?? ""} es el ${last}. ${capital(GLOSSARY.orderBy)} `,
    onTheDay: (where) => `Para entrega ese mismo día${where ?? ""}, ${GLOSSARY.orderBy} `,
    where: (town) => ` en ${town}`,
    shop: (name) => `Ver flores para ${withArticle(name)}`,
    cutoff: `las ${CUTOFF_WORDS.es}`,
    onDay: (day) => ` del ${day}`,
    localTimeOn: (day) => `las ${CUTOFF_WORDS.es}, hora local, del ${day}`,
    zoneTowns: (zone) => `en las ciudades con ${zone}`,
  },
} as const satisfies Record<Locale, NoticeText>;
