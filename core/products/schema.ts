import { z } from "../zod";

/**
 * What the partner charges for one product delivered to one ZIP (issue 29): its service
 * charge, the tax for that ZIP and the total, as gettotal gives them ("$14.99"), and when
 * the partner was asked (ISO). Never computed from anything but the partner's answers.
 */
const deliveredSchema = z.object({
  zip: z.string(),
  charge: z.string(),
  tax: z.string(),
  total: z.string(),
  pricedAt: z.string(),
});

export type DeliveredPrice = z.infer<typeof deliveredSchema>;

/** One product taken from a partner page (docs/product.md). */
const productCardSchema = z.object({
  /** Image alt, link title or link text; a card with none of them, or only a link label, is left out. */
  title: z.string(),
  /** The first dollar amount near the link, e.g. "$49.99", when one is found. */
  price: z.string().optional(),
  /** Absolute http(s) address of the product image. */
  image: z.string(),
  /** Absolute http(s) address of the product page (tracking is added by the API). */
  url: z.string(),
  /** The partner's product code (API provider only): what gettotal is asked about. */
  code: z.string().optional(),
  /** What the bouquet holds and its size (API provider only), cleaned and capped. */
  description: z.string().optional(),
  size: z.string().optional(),
  /** The delivered price for the page's town (API provider with gettotal answering). */
  delivered: deliveredSchema.optional(),
});

export type ProductCard = z.infer<typeof productCardSchema>;

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

/** Body of GET /api/products and GET /api/products/featured. */
export const productsResponseSchema = z.object({
  products: z.array(productCardSchema),
  cacheStatus: cacheStatusSchema,
  /** ISO time the partner page was fetched (the oldest one for the carousel). */
  fetchedAt: z.string().nullable(),
  /** Set (with no products and status 'unavailable') when the partner could not be read and nothing is cached. */
  error: z.string().optional(),
});

export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/**
 * What a failed products fetch says (docs/product.md), wherever it fails: the partner's API,
 * the products service with nothing kept, the browser's call to /api/products.
 */
export const FETCH_PRODUCTS_FAILED = "Failed to fetch products";

/** Body of every failed products call. */
export const productsErrorSchema = z.object({ error: z.string() });
