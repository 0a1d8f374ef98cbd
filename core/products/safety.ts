import type { ProductCard } from "./schema";
import { isLinkLabel } from "./link-labels";
import { markupText } from "./markup-text";
import { originAllows } from "./picture-origins";
import { isBelievablePrice } from "./price";

/**
 * What a partner-supplied product field may hold once it reaches our API and pages
 * (partner pages are outside input, so every field is bounded).
 */

/** Longest product or image address passed on; real ones are under 300 characters. */
export const URL_MAX = 2_048;
export const TITLE_MAX = 200;

// Bidirectional overrides and isolates (U+202A-202E, U+2066-2069, LRM/RLM/ALM)
// reorder the text around them; control characters have no place in a title.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, invisible operators, BOM, soft hyphen)
// hide text or split words; they are dropped, not turned into spaces.
const ZERO_WIDTH = /[\u00ad\u180e\u200b-\u200d\u2060-\u2064\ufeff]/g;

/** A title as shown: controls, bidi marks and zero-width characters removed, whitespace collapsed, cut to TITLE_MAX. */
export function cleanTitle(raw: string): string {
  const title = raw.slice(0, TITLE_MAX * 20).replace(ZERO_WIDTH, "").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}

/** Longest "what it holds" text shown, and longest size. */
export const DESCRIPTION_MAX = 280;
export const SIZE_MAX = 80;

/**
 * A partner text shown as plain words (what a bouquet holds, its size): markup read as
 * its words, then cleaned and capped like a title.
 * Undefined when nothing is left.
 */
export function cleanText(raw: unknown, max: number): string | undefined {
  if (typeof raw !== "string") return undefined;
  const plain = markupText(raw.slice(0, max * 20))
    .replace(ZERO_WIDTH, "")
    .replace(INVISIBLE, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return undefined;
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** A title to show as a product's name: cleaned, and undefined when nothing is left or it is only a link label ("View Product"). */
export function productName(raw: string | undefined): string | undefined {
  const title = raw === undefined ? "" : cleanTitle(raw);
  return title && !isLinkLabel(title) ? title : undefined;
}

export type ProductOrigins = {
  /** The partner's origin: product links must be on it. */
  partnerOrigin: string;
  /** Origins images may come from (core/products/picture-origins.ts: exact origins or `scheme://*.domain`). */
  imageOrigins: readonly string[];
};

/**
 * The address if it is an http(s) URL on one of `origins`, with no user name or
 * password and no longer than URL_MAX; else undefined. Origins compare scheme,
 * host and port, so an https:// variant of an http:// partner is another site; a
 * `scheme://*.domain` entry allows the domain and its subdomains.
 */
export function onOrigins(raw: string, origins: readonly string[]): string | undefined {
  if (raw.length > URL_MAX) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!origins.some((allowed) => originAllows(url, allowed))) return undefined;
  const text = url.toString();
  return text.length <= URL_MAX ? text : undefined;
}

/** The card with its fields bounded, or undefined when its link, image or name may not be shown. */
export function safeProductCard<T extends ProductCard>(card: T, origins: ProductOrigins): T | undefined {
  const url = onOrigins(card.url, [origins.partnerOrigin]);
  const image = onOrigins(card.image, origins.imageOrigins);
  const title = productName(card.title);
  if (!url || !image || !title) return undefined;
  const { priceCents, ...rest } = card;
  // A price that is not believable (core/products/price.ts) is left off; the card keeps its link and picture.
  return { ...rest, ...(priceCents !== undefined && isBelievablePrice(priceCents) ? { priceCents } : {}), url, image, title } as T;
}
