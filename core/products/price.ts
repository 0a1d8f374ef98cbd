/** Cents from a card's price ("$49.99", "$1,234.00"), or undefined. */
export function centsOfPrice(price: string | undefined): number | undefined {
  const match = price === undefined ? null : /^\$((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)$/.exec(price);
  return match ? Math.round(Number((match[1] as string).replaceAll(",", "")) * 100) : undefined;
}
