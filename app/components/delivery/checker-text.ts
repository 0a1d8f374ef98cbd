import { CUTOFF_TIME } from "#core/delivery/cutoff";
import { CUTOFF_WORDS } from "#core/i18n/cutoff-words";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

/**
 * The delivery checker's words, per language (issue 41): its shell, the calendar island, the
 * verdict and the line under it. Plain strings and functions only (no date library), so the
 * shell's chunk can carry it; the English entries are the words the checker has always said.
 */
export type CheckerText = {
  /** Intl locale for the chosen day ("Monday, May 10" / "lunes, 10 de mayo"). */
  dateLocale: string;
  title(city: string): string;
  subtitle(cutoff: string, partnerCalendar: boolean): string;
  /** The cut-off with the town's zone ("CT"/"MT"), or without one for a made-up town. */
  cutoffIn(zone: "CT" | "MT"): string;
  cutoffUnknownZone: string;
  dateStep: string;
  slotStep: string;
  deliveryDate: string;
  noChoice: string;
  // The verdict.
  deadline: string;
  recipientTime: string;
  zoneName: Record<"CT" | "MT", string>;
  /** Spanish writes the zone out; English shows "CT" with its name as a title. */
  zoneWritten: boolean;
  orderFor(label: string): string;
  orderForDelivery: string;
  // The calendar.
  today: string;
  selected: string;
  /** The word a Sundays reason ends with: such a line is not followed by a list of dates. */
  sundays: string;
  legendTitle: string;
  rulesFallback: string;
  // The flower-dates line.
  subscribe(city: string): string;
  download: string;
};

export const CHECKER_TEXT = {
  en: {
    dateLocale: "en-US",
    title: (city) => `Check Delivery Times in ${city}`,
    subtitle: (cutoff, partnerCalendar) =>
      `Pick a date and a delivery time to see when to order. Same-day orders close at ${cutoff}; ${partnerCalendar ? "the calendar shows the florists' own delivery days." : "there are no deliveries on Sundays and holidays."}`,
    cutoffIn: (zone) => `${CUTOFF_TIME} local time (${zone})`,
    cutoffUnknownZone: `${CUTOFF_TIME} in the recipient's time zone`,
    dateStep: "1. Choose a delivery date",
    slotStep: "2. Choose a delivery time",
    deliveryDate: "Delivery date: ",
    noChoice: "Choose a date and a time to see your delivery options.",
    deadline: "Order deadline: ",
    recipientTime: " (the recipient's local time)",
    zoneName: { CT: "Central Time", MT: "Mountain Time" },
    zoneWritten: false,
    orderFor: (label) => `Order for ${label}`,
    orderForDelivery: "Order for delivery",
    today: "Today, ",
    selected: ", selected",
    sundays: "Sundays",
    legendTitle: "Struck-through days have no deliveries:",
    rulesFallback:
      "The florists' own delivery calendar could not be reached, so the days shown follow the usual rules: no deliveries on Sundays or on the holidays listed.",
    subscribe: (city) => `Subscribe to ${city}'s flower dates`,
    download: "Download (.ics)",
  },
  es: {
    dateLocale: "es-US",
    title: (city) => `Días y horas de entrega en ${city}`,
    subtitle: (cutoff, partnerCalendar) =>
      `Elija un día y una hora de entrega para saber cuándo pedir. Los pedidos para ${GLOSSARY.sameDayDelivery} se cierran a ${cutoff}; ${partnerCalendar ? `el calendario muestra los ${GLOSSARY.deliveryDays} de las propias ${GLOSSARY.florists}.` : "no hay entregas los domingos ni los días festivos."}`,
    cutoffIn: (zone) => `las ${CUTOFF_WORDS.es} (${zone === "MT" ? GLOSSARY.mountainTime : GLOSSARY.centralTime})`,
    cutoffUnknownZone: `las ${CUTOFF_WORDS.es}, hora local de quien recibe las flores`,
    dateStep: `1. Elija el ${GLOSSARY.deliveryDay}`,
    slotStep: "2. Elija la hora de entrega",
    deliveryDate: `${GLOSSARY.deliveryDay.charAt(0).toUpperCase()}${GLOSSARY.deliveryDay.slice(1)}: `,
    noChoice: "Elija un día y una hora para ver sus opciones de entrega.",
    deadline: `${GLOSSARY.cutoff.charAt(0).toUpperCase()}${GLOSSARY.cutoff.slice(1)} para pedir: `,
    recipientTime: " (hora local de quien recibe las flores)",
    zoneName: { CT: GLOSSARY.centralTime, MT: GLOSSARY.mountainTime },
    zoneWritten: true,
    orderFor: (label) => `Pedir para el ${label}`,
    orderForDelivery: "Hacer el pedido",
    today: "Hoy, ",
    selected: ", seleccionado",
    sundays: "domingos",
    legendTitle: "Los días tachados no tienen entregas:",
    rulesFallback: `No pudimos consultar el calendario de entregas de las ${GLOSSARY.florists}, así que los días que se ven siguen las reglas de siempre: no hay entregas los domingos ni en los días festivos indicados.`,
    subscribe: (city) => `Suscribirse a las fechas para flores de ${city}`,
    download: "Descargar (.ics)",
  },
} as const satisfies Record<Locale, CheckerText>;
