/**
 * The partner's affiliate REST API as the simulator speaks it: getproducts and
 * checkdeliverydate under /api/rest, HTTP Basic auth (a 403 HTML page otherwise, as the
 * partner answers), and switchable faults. Products come from the same catalogue as
 * the simulated category pages. Pure answers here; server.ts does the HTTP.
 */
import { categoryProducts } from "./catalog";
import { funeralCodeProducts } from "./funeral";

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

/** Every product of one category code, in the order getproducts lists them. */
export function apiCategoryProducts(code: string, origin: string): SimApiProduct[] {
  return categoryProducts(`/api/${code}/`).map((product, index) => ({
    CODE: codeOf(product.href, index),
    NAME: product.title,
    DESCRIPTION: `${product.title}, arranged by a local florist.`,
    // The catalogue leaves some prices out (for the page layouts); the API always has one.
    PRICE: product.price ? Number(product.price.slice(1)) : 45,
    SMALL: `${origin}${product.imagePath.replace(/\.svg$/, "-small.svg")}`,
    LARGE: `${origin}${product.imagePath}`,
    DIMENSION: '18"H x 14"W',
  }));
}

/** The getproducts answer for a query, before any fault. */
export function getProductsAnswer(params: URLSearchParams, origin: string): { status: number; body: unknown } {
  const code = params.get("code");
  if (code) {
    const found = ["bs", "bd", "an", "sy", "ao"].flatMap((category) => apiCategoryProducts(category, origin)).find((product) => product.CODE === code);
    return found ? { status: 200, body: { PRODUCTS: [found], TOTAL: 1 } } : { status: 400, body: { errors: ["invalid product code"] } };
  }
  const category = params.get("category") ?? "";
  if (!/^[a-z]{1,4}$/.test(category)) return { status: 400, body: { errors: ["invalid category"] } };
  const count = Math.min(MAX_COUNT, Math.max(1, Number(params.get("count")) || 10));
  const start = Math.max(1, Number(params.get("start")) || 1);
  const all = funeralCodeProducts(category, (key) => apiCategoryProducts(key, origin)) ?? apiCategoryProducts(category, origin);
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
