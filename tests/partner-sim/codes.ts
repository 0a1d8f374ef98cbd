/**
 * The category codes the simulated partner API knows (issue 29: from the partner's public
 * sample code and WordPress plugin), and how it answers each. Unknown codes answer
 * `{ errors: [...] }`, as the partner's do. Pure.
 */

/** Occasions, as today's mapping asks them, plus thank you. */
const OCCASIONS = ["bd", "an", "gw", "nb", "sy", "ao", "lr", "bs", "ty"] as const;
/** Holidays, listed by the partner in their season only (see SEASONAL_CODES). */
const HOLIDAYS = ["md", "vd", "cm", "ea", "tg"] as const;
/** Product types: vase, plants, balloons, roses, centerpieces, one-sided, fruit baskets. */
const PRODUCT_TYPES = ["v", "p", "b", "r", "c", "o", "x"] as const;
/** Funeral and sympathy pieces by purpose. */
const FUNERAL = ["fbs", "fa", "fb", "fs", "fp", "fl", "fw", "fh", "fx", "fc", "fu"] as const;
/** Price bands, in dollars: the bounds are [low, high). */
export const PRICE_BANDS = { u60: [0, 60], "60t80": [60, 80], "80t100": [80, 100], a100: [100, Infinity] } as const;

export const SEASONAL_CODES: ReadonlySet<string> = new Set(HOLIDAYS);
/** Lists a price band is drawn from (the partner's catalogue, approximately). */
export const BAND_SOURCES = ["ao", "bd", "an", "bs", "lr", "gw", "nb"] as const;

const LISTS: ReadonlySet<string> = new Set([...OCCASIONS, ...HOLIDAYS, ...PRODUCT_TYPES, ...FUNERAL]);

export type CodeKind = "list" | "band" | "unknown";

export function codeKind(code: string): CodeKind {
  if (LISTS.has(code)) return "list";
  if (Object.hasOwn(PRICE_BANDS, code)) return "band";
  return "unknown";
}

/** Every code with a list of its own (for product look-ups by code). */
export const ALL_LIST_CODES: readonly string[] = [...LISTS];

/** How the seasonal codes answer: in season, out of season (an empty list), or an error. */
export type Season = "in" | "empty" | "error";
export const SEASONS: readonly Season[] = ["in", "empty", "error"];

/** getproducts' sort orders as third-party code uses them. */
export function sortProducts<T extends { PRICE: number; NAME: string }>(products: T[], sorttype: string | null): T[] {
  const sorted = [...products];
  if (sorttype === "pa") sorted.sort((a, b) => a.PRICE - b.PRICE);
  else if (sorttype === "pd") sorted.sort((a, b) => b.PRICE - a.PRICE);
  else if (sorttype === "az") sorted.sort((a, b) => a.NAME.localeCompare(b.NAME));
  else if (sorttype === "za") sorted.sort((a, b) => b.NAME.localeCompare(a.NAME));
  return sorted;
}
