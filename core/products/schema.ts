import { z } from "../zod";

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

/** Body of every failed products call. */
export const productsErrorSchema = z.object({ error: z.string() });
