/**
 * What a price is, wherever one is read: the crawler's page text, the partner API's amounts
 * and its delivered totals, a card the site's own API passed on. Every reader here answers
 * whole cents (docs/decisions/0065): a price is never held as text or as a float past the
 * point it is read, and is written once, at the edge (price-text.ts).
 */

/** Highest price believed, in dollars: bouquets cost tens or hundreds; anything above is a broken answer. */
export const PRICE_MAX_DOLLARS = 10_000;
const PRICE_MAX_CENTS = PRICE_MAX_DOLLARS * 100;

// "$1,234.56": thousands grouped or not, cents optional.
const WRITTEN_AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?`;
const WRITTEN_PRICE = new RegExp(String.raw`^\$(${WRITTEN_AMOUNT})$`);

/** A written price inside a page's text (one space may follow the sign); group 1 is the amount. */
export const PRICE_IN_TEXT = new RegExp(String.raw`\$\s?(${WRITTEN_AMOUNT})`);

// The API's amounts: a JSON number, or its decimal text (a sign and spaces tolerated).
const AMOUNT_TEXT = /^\s*\$?\s*\d{1,9}(\.\d{1,4})?\s*$/;

/** Whether cents may be shown as a bouquet's price: whole, more than nothing, at most PRICE_MAX_DOLLARS. */
export function isBelievablePrice(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0 && cents <= PRICE_MAX_CENTS;
}

/** Cents of an amount as WRITTEN_AMOUNT reads it ("1,234.56", "45"), digit by digit: no float on the way. */
function centsOfWritten(amount: string): number {
  const [whole = "", fraction = "00"] = amount.replaceAll(",", "").split(".");
  return Number(whole) * 100 + Number(fraction);
}

/** Cents of a written price ("$49.99", "$1,234.00", "$45"), or undefined when it is not one. */
export function centsOfPrice(price: string | undefined): number | undefined {
  const match = price === undefined ? null : WRITTEN_PRICE.exec(price);
  return match ? centsOfWritten(match[1] as string) : undefined;
}

/** Cents of the first written price in a text (PRICE_IN_TEXT), or undefined when it holds none. */
export function centsInText(text: string): number | undefined {
  const match = PRICE_IN_TEXT.exec(text);
  return match ? centsOfWritten(match[1] as string) : undefined;
}

/** Cents of an API amount (49.99, "49.99", "$45"), or undefined when it is not a non-negative amount. */
export function centsOfAmount(raw: unknown): number | undefined {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && AMOUNT_TEXT.test(raw) ? Number(raw.replace(/[$\s]/g, "")) : NaN;
  // The one place a partner's float becomes cents.
  const cents = Math.round(value * 100);
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : undefined;
}
