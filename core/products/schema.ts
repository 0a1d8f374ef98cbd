import { z } from "../zod";


export const productCardSchema = z.object({
  title: z.string(),
  price: z.string().optional(),
  image: z.string(),
  url: z.string(),
});

/**
 * Statuses of spec §4. The server answers with the first three, or 'unavailable'
 * when the partner failed and nothing is cached; local_cache and error_fallback
 * describe the browser's stored copy.
 */
export const cacheStatusSchema = z.enum([
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
