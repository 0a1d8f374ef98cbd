import { centsOfAmount, isBelievablePrice } from "../products/price";
import type { ProductCard } from "../products/schema";
import { cleanText, DESCRIPTION_MAX, productName, SIZE_MAX, URL_MAX } from "../products/safety";
import { field, parseBoundedJson } from "./json";

/** Entries of PRODUCTS looked at, whatever the list's length. */
const MAX_ENTRIES = 200;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export type FloristoneProductsOptions = {
  limit: number;
  /** The partner's page for a product code (untracked). */
  productUrl: (code: string) => string;
  /** What relative image addresses are resolved against (the partner's base URL). */
  imageBase: string;
};

/** The PRODUCTS list of a getproducts answer, or undefined when the text is not one. */
export function floristoneProductList(text: string): unknown[] | undefined {
  const list = field(parseBoundedJson(text), "PRODUCTS");
  return Array.isArray(list) ? list : undefined;
}

/** Cents of a PRICE (a number or a numeric string); undefined when missing, not a number, or not believable. */
function priceCentsOf(raw: unknown): number | undefined {
  const cents = centsOfAmount(raw);
  return cents !== undefined && isBelievablePrice(cents) ? cents : undefined;
}

function imageOf(product: unknown, base: string): string | undefined {
  for (const name of ["LARGE", "SMALL"]) {
    const raw = field(product, name);
    if (typeof raw !== "string" || raw.trim() === "" || raw.length > URL_MAX) continue;
    try {
      const url = new URL(raw.trim(), base);
      if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    } catch {
      // the other size may do
    }
  }
  return undefined;
}

function codeOf(product: unknown): string | undefined {
  const raw = field(product, "CODE");
  const code = typeof raw === "number" && Number.isSafeInteger(raw) ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  return CODE.test(code) ? code : undefined;
}

/**
 * Product cards from a getproducts answer: title from NAME (cleaned and capped), price
 * from PRICE, image from LARGE or else SMALL, link from the product code, what it holds
 * from DESCRIPTION and its size from DIMENSION (markup dropped, cleaned and capped). A product
 * without a usable code, image or price is left out: a card must not show a wrong price
 * or lead nowhere. Undefined when the text is not a getproducts answer at all.
 */
export function readFloristoneProducts(text: string, options: FloristoneProductsOptions): ProductCard[] | undefined {
  const list = floristoneProductList(text);
  if (!list) return undefined;
  const cards: ProductCard[] = [];
  const seen = new Set<string>();
  for (const product of list.slice(0, MAX_ENTRIES)) {
    if (cards.length >= options.limit) break;
    const code = codeOf(product);
    const priceCents = priceCentsOf(field(product, "PRICE"));
    const image = imageOf(product, options.imageBase);
    if (!code || priceCents === undefined || !image || seen.has(code)) continue;
    seen.add(code);
    const name = field(product, "NAME");
    const title = typeof name === "string" ? productName(name) : undefined;
    if (!title) continue;
    const description = cleanText(field(product, "DESCRIPTION"), DESCRIPTION_MAX);
    const size = cleanText(field(product, "DIMENSION"), SIZE_MAX);
    cards.push({ title, priceCents, image, url: options.productUrl(code), code, ...(description ? { description } : {}), ...(size ? { size } : {}) });
  }
  return cards;
}
