import type { Locale } from "../i18n/locale";
import { SITE_TIME_ZONE } from "../nebraska/site-time";

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: SITE_TIME_ZONE });
const NUMERIC_DAY = new Intl.DateTimeFormat("en-US", { month: "numeric", day: "numeric", timeZone: SITE_TIME_ZONE });

/**
 * Spanish short months as core/i18n/dates.ts writes them (formatDay's "shortDay", "26 nov"; a
 * test holds the two equal). A table rather than date-fns here: the products island draws
 * cards in the browser, and the date library with its Spanish locale would weigh more than
 * the whole card.
 */
const SPANISH_SHORT_MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"] as const;

/**
 * The site day a delivered price was asked, as a card says it: "Nov 26", in Spanish "26 nov"
 * (the rule is kept per site day).
 */
export function pricedOnText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (locale === "en") return DAY.format(date);
  const part = Object.fromEntries(NUMERIC_DAY.formatToParts(date).map((piece) => [piece.type, piece.value]));
  return `${part.day ?? ""} ${SPANISH_SHORT_MONTHS[Number(part.month) - 1] ?? ""}`;
}
