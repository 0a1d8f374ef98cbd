/**
 * The partner's affiliate REST API as the simulator speaks it: getproducts and
 * checkdeliverydate under /api/rest, HTTP Basic auth (a 403 HTML page otherwise, as the
 * partner answers), and switchable faults. Products come from the same catalogue as
 * the simulated category pages. Pure answers here; server.ts does the HTTP.
 */
import { categoryProducts } from "./catalog";
import { ALL_LIST_CODES, BAND_SOURCES, codeKind, PRICE_BANDS, SEASONAL_CODES, type Season, sortProducts } from "./codes";
import { FUNERAL_CODE_PIECES, funeralCodeProducts } from "./funeral";

export const API_PATH = "/api/rest";
export const DEFAULT_API_KEY = "sim-api-key";
export const DEFAULT_API_PASSWORD = "sim-api-password";

export const API_FAULTS = ["none", "forbidden", "error500", "truncated", "huge", "deep", "huge-fields", "bad-prices", "slow"] as const;
export type ApiFault = (typeof API_FAULTS)[number];

/** Size of the 'huge' answer: past the client's 1 MB cap for API answers. */
export const HUGE_API_BYTES = 2 * 1024 * 1024;
const MAX_COUNT = 100;

export type SimApiProduct = { CODE: string; NAME: string; DESCRIPTION: string; PRICE: number; SMALL: string; LARGE: string; DIMENSION: string };

/** The partner's product code for a catalogue product: its numeric id, the last run of digits in its address. */
function codeOf(href: string, index: number): string {
  const id = href.match(/\d+/g)?.at(-1) ?? String(index);
  return `F1-${id}`;
}

const STEMS = ["roses", "lilies", "alstroemeria", "carnations", "daisies", "snapdragons", "hydrangea", "solidago"];

/**
 * Every product of one category code, in the order getproducts lists them. Pictures are
 * where the partner keeps them, `{pictureOrigin}/small/{CODE}_t1.jpg` and
 * `/large/{CODE}_d1.jpg` (the simulator serves them on whichever of its host names the
 * API was asked on, so a test can put them on another host than the partner's pages).
 */
export function apiCategoryProducts(code: string, pictureOrigin: string): SimApiProduct[] {
  return categoryProducts(`/api/${code}/`).map((product, index) => {
    const CODE = codeOf(product.href, index);
    const [first, second, third] = [0, 3, 5].map((step) => STEMS[(index + step) % STEMS.length]);
    const height = 14 + (index % 4) * 4;
    return {
      CODE,
      NAME: product.title,
      DESCRIPTION: `${product.title}: ${first}, ${second} and ${third}, arranged by a local florist.`,
      // The catalogue leaves some prices out (for the page layouts); the API always has one. The
      // product every list shares has one price everywhere, as one code has at the partner.
      PRICE: index === 0 ? 64.99 : product.price ? Number(product.price.slice(1)) : 45,
      SMALL: `${pictureOrigin}/small/${CODE}_t1.jpg`,
      LARGE: `${pictureOrigin}/large/${CODE}_d1.jpg`,
      DIMENSION: `Approximately ${height}"H x ${height - 4}"W`,
    };
  });
}

/** The partner's price for a product code, from any of its lists (the funeral codes' too); undefined for a code it lacks. */
export function apiPriceOf(code: string): number | undefined {
  for (const list of [...ALL_LIST_CODES, ...Object.keys(FUNERAL_CODE_PIECES).map((piece) => `funeral-${piece}`)]) {
    const found = apiCategoryProducts(list, "").find((product) => product.CODE === code);
    if (found) return found.PRICE;
  }
  return undefined;
}

/** A price band's products: from the occasion lists, each code once, in list order. */
function bandProducts(band: keyof typeof PRICE_BANDS, pictureOrigin: string): SimApiProduct[] {
  const [low, high] = PRICE_BANDS[band];
  const seen = new Set<string>();
  return BAND_SOURCES.flatMap((list) => apiCategoryProducts(list, pictureOrigin)).filter((product) => {
    if (seen.has(product.CODE) || product.PRICE < low || product.PRICE >= high) return false;
    seen.add(product.CODE);
    return true;
  });
}

/**
 * The getproducts answer for a query, before any fault. `season` says how the holiday
 * codes answer (in season: their list; out: an empty list or an error, as the partner's
 * off-season answers may be).
 */
export function getProductsAnswer(params: URLSearchParams, pictureOrigin: string, season: Season = "in"): { status: number; body: unknown } {
  const code = params.get("code");
  if (code) {
    const found = ALL_LIST_CODES.flatMap((category) => apiCategoryProducts(category, pictureOrigin)).find((product) => product.CODE === code);
    return found ? { status: 200, body: { PRODUCTS: [found], TOTAL: 1 } } : { status: 400, body: { errors: ["invalid product code"] } };
  }
  const category = params.get("category") ?? "";
  const kind = codeKind(category);
  if (kind === "unknown") return { status: 400, body: { errors: ["invalid category"] } };
  if (SEASONAL_CODES.has(category) && season === "error") return { status: 400, body: { errors: ["category not available"] } };
  const count = Math.min(MAX_COUNT, Math.max(1, Number(params.get("count")) || 10));
  const start = Math.max(1, Number(params.get("start")) || 1);
  const listed =
    SEASONAL_CODES.has(category) && season === "empty"
      ? []
      : kind === "band"
        ? bandProducts(category as keyof typeof PRICE_BANDS, pictureOrigin)
        : (funeralCodeProducts(category, (key) => apiCategoryProducts(key, pictureOrigin)) ?? apiCategoryProducts(category, pictureOrigin));
  const all = sortProducts(listed, params.get("sorttype"));
  return { status: 200, body: { PRODUCTS: all.slice(start - 1, start - 1 + count), CATEGORY: category, TOTAL: all.length } };
}

/** "MM/DD/YYYY" for the next ten days from `now` that are not Sundays (UTC calendar). */
export function simDeliveryDates(now: Date = new Date()): string[] {
  const dates: string[] = [];
  for (let offset = 0; dates.length < 10 && offset < 30; offset += 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
    if (day.getUTCDay() === 0) continue;
    dates.push(`${String(day.getUTCMonth() + 1).padStart(2, "0")}/${String(day.getUTCDate()).padStart(2, "0")}/${day.getUTCFullYear()}`);
  }
  return dates;
}

export function checkDeliveryDateAnswer(params: URLSearchParams, now: Date = new Date()): { status: number; body: unknown } {
  const zip = params.get("zipcode") ?? "";
  if (!/^\d{5}$/.test(zip)) return { status: 400, body: { errors: ["invalid zipcode"] } };
  const dates = simDeliveryDates(now);
  const date = params.get("date");
  if (date) return { status: 200, body: { DATE_AVAILABLE: dates.includes(date) } };
  return { status: 200, body: { DATES: dates } };
}

/** The partner's answer to missing or wrong credentials: an HTML page, not JSON. */
export const FORBIDDEN_PAGE = "<!doctype html><html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>Access is denied.</p></body></html>";

/** The answer body with a fault applied (faults that are not about the body return it unchanged). */
export function faultyBody(fault: ApiFault, body: unknown): string {
  const text = JSON.stringify(body);
  switch (fault) {
    case "truncated":
      return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    case "deep":
      return `{"PRODUCTS":${"[".repeat(100_000)}${"]".repeat(100_000)},"DATES":[]}`;
    case "huge-fields":
      return JSON.stringify(mapProducts(body, (product, index) =>
        index === 0 ? { ...product, NAME: `Enormous ${"Bouquet ".repeat(40_000)}`, DESCRIPTION: "x".repeat(300_000), LARGE: `${String(product.LARGE)}?${"a".repeat(10_000)}` } : product,
      ));
    case "bad-prices":
      return JSON.stringify(mapProducts(body, (product, index) =>
        index % 2 === 0 ? { ...product, PRICE: ["call for price", "NaN", -5, 1e12, null][(index / 2) % 5] } : product,
      ));
    default:
      return text;
  }
}

function mapProducts(body: unknown, change: (product: Record<string, unknown>, index: number) => Record<string, unknown>): unknown {
  const record = body as { PRODUCTS?: Record<string, unknown>[] };
  return Array.isArray(record.PRODUCTS) ? { ...record, PRODUCTS: record.PRODUCTS.map(change) } : body;
}
