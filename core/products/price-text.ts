import type { Locale } from "../i18n/locale";

/**
 * How a price in cents is written, per edition (docs/decisions/0065): the one place money
 * becomes text, used by the cards, the care lists, the site's products JSON and the MCP
 * answers. US Spanish writes dollars as English does ("$1,234.56"), so both editions share
 * the writer; an edition that writes them otherwise gets its own line here.
 */
function usDollars(cents: number): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

const PRICE_TEXT: Record<Locale, (cents: number) => string> = { en: usDollars, es: usDollars };

/** "$49.99" from 4999 cents, as the edition writes it. */
export function priceText(cents: number, locale: Locale): string {
  return PRICE_TEXT[locale](cents);
}
