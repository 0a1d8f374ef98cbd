import { z } from "../zod";

/**
 * What the partner charges for one product delivered to one ZIP (issue 29): its service
 * charge, the tax for that ZIP and the total, in whole cents as the partner's gettotal
 * answers give them, and when the partner was asked (ISO). Never computed from anything but
 * the partner's answers.
 */
export type DeliveredPrice = { zip: string; chargeCents: number; taxCents: number; totalCents: number; pricedAt: string };

/**
 * One product taken from a partner page or the partner's API (docs/product.md), as the site
 * holds it: money in whole cents from the moment the partner's answer is read
 * (docs/decisions/0065). Written as text only at the edges: the components, the products
 * JSON (products-json.ts) and the MCP answers.
 */
export type ProductCard = {
  /** Image alt, link title or link text; a card with none of them, or only a link label, is left out. */
  title: string;
  /** The partner's list price in cents, when one is found and believable (price.ts). */
  priceCents?: number;
  /** Absolute http(s) address of the product image. */
  image: string;
  /** Absolute http(s) address of the product page (tracking is added by the service). */
  url: string;
  /** The partner's product code (API provider only): what gettotal is asked about. */
  code?: string;
  /** What the bouquet holds and its size (API provider only), cleaned and capped. */
  description?: string;
  size?: string;
  /** The delivered price for the page's town (API provider with gettotal answering). */
  delivered?: DeliveredPrice;
};

/** A card as GET /api/products writes it (the spec's "Product card"): its money as text, "$49.99". */
const productCardJsonSchema = z.object({
  title: z.string(),
  /** The first dollar amount near the link, e.g. "$49.99", when one is found. */
  price: z.string().optional(),
  image: z.string(),
  url: z.string(),
  code: z.string().optional(),
  description: z.string().optional(),
  size: z.string().optional(),
  delivered: z.object({ zip: z.string(), charge: z.string(), tax: z.string(), total: z.string(), pricedAt: z.string() }).optional(),
});

export type ProductCardJson = z.infer<typeof productCardJsonSchema>;

/**
 * Statuses of docs/product.md. The server answers with the first three, or 'unavailable'
 * when the partner failed and nothing is cached; local_cache and error_fallback
 * describe the browser's stored copy.
 */
const cacheStatusSchema = z.enum([
  "fresh",
  "stale_but_acceptable",
  "expired_but_served",
  "local_cache",
  "error_fallback",
  "unavailable",
]);

export type CacheStatus = z.infer<typeof cacheStatusSchema>;
export type ServerCacheStatus = Extract<CacheStatus, "fresh" | "stale_but_acceptable" | "expired_but_served">;

/**
 * Body of GET /api/products and GET /api/products/featured, as the browser reads it and keeps
 * it (its local copy is this body as it came): the cards' money as text.
 */
export const productsResponseSchema = z.object({
  products: z.array(productCardJsonSchema),
  cacheStatus: cacheStatusSchema,
  /** ISO time the partner page was fetched (the oldest one for the carousel). */
  fetchedAt: z.string().nullable(),
  /** Set (with no products and status 'unavailable') when the partner could not be read and nothing is cached. */
  error: z.string().optional(),
});

export type ProductsJson = z.infer<typeof productsResponseSchema>;

/** A products answer as the site holds it: the same fields, the cards' money in cents. */
export type ProductsResponse = Omit<ProductsJson, "products"> & { products: ProductCard[] };

/**
 * What a failed products fetch says (docs/product.md), wherever it fails: the partner's API,
 * the products service with nothing kept, the browser's call to /api/products.
 */
export const FETCH_PRODUCTS_FAILED = "Failed to fetch products";

/** Body of every failed products call. */
export const productsErrorSchema = z.object({ error: z.string() });
