import { SITE_TIME_ZONE } from "../nebraska/site-time";

/**
 * When a delivered price was asked of the partner, as a card says it: "Nov 26, 11:30 AM",
 * site time (America/Chicago). Built from the parts with plain spaces, so the server's and
 * the browser's ICU (which may put a narrow no-break space before AM) render the same text.
 */
const FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone: SITE_TIME_ZONE });

export function pricedAtText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const part = Object.fromEntries(FORMAT.formatToParts(date).map((piece) => [piece.type, piece.value]));
  return `${part.month ?? ""} ${part.day ?? ""}, ${part.hour ?? ""}:${part.minute ?? ""} ${(part.dayPeriod ?? "").toUpperCase()}`;
}

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: SITE_TIME_ZONE });

/** The site day a delivered price was asked, as a card says it: "Nov 26" (the rule is kept per site day). */
export function pricedOnText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DAY.format(date);
}
