/**
 * What a price is, wherever one is read: the crawler's page text, a card passed on, the
 * partner API's amounts and the delivered totals.
 */

/** Highest price believed, in dollars: bouquets cost tens or hundreds; anything above is a broken answer. */
export const PRICE_MAX_DOLLARS = 10_000;

// "$1,234.56": thousands grouped or not, cents optional.
const WRITTEN_AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?`;
const WRITTEN_PRICE = new RegExp(String.raw`^\$(${WRITTEN_AMOUNT})$`);

/** A written price inside a page's text (one space may follow the sign); group 1 is the amount. */
export const PRICE_IN_TEXT = new RegExp(String.raw`\$\s?(${WRITTEN_AMOUNT})`);

// The API's amounts: a JSON number, or its decimal text (a sign and spaces tolerated).
const AMOUNT_TEXT = /^\s*\$?\s*\d{1,9}(\.\d{1,4})?\s*$/;

/** Whether an amount may be shown as a bouquet's price: more than nothing, at most PRICE_MAX_DOLLARS. */
export function isBelievablePrice(dollars: number): boolean {
  return Number.isFinite(dollars) && dollars > 0 && dollars <= PRICE_MAX_DOLLARS;
}

/** Dollars of a written price ("$49.99", "$1,234.00"), or undefined when it is not one. */
export function dollarsOfPrice(price: string | undefined): number | undefined {
  const match = price === undefined ? null : WRITTEN_PRICE.exec(price);
  return match ? Number((match[1] as string).replaceAll(",", "")) : undefined;
}

/** Cents from a card's price ("$49.99", "$1,234.00"), or undefined. */
export function centsOfPrice(price: string | undefined): number | undefined {
  const dollars = dollarsOfPrice(price);
  return dollars === undefined ? undefined : Math.round(dollars * 100);
}

/** Dollars of an API amount (49.99, "49.99", "$45"), or undefined when it is not a non-negative amount. */
export function amountOf(raw: unknown): number | undefined {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && AMOUNT_TEXT.test(raw) ? Number(raw.replace(/[$\s]/g, "")) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
