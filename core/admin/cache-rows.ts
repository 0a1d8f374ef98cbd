import { z } from "../zod";

/** One page-cache row as GET /api/admin/cache shows it (no HTML); times are ISO strings. */
export const cacheRowSchema = z.object({
  url: z.string(),
  /** The row's status now (server/page-cache/policy.ts), or 'empty' while it only holds a lock for a first crawl. */
  status: z.enum(["fresh", "stale_but_acceptable", "expired_but_served", "empty"]),
  fetchedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  acceptableUntil: z.string().nullable(),
  refreshLockUntil: z.string().nullable(),
  /** Whether a refresh lock is live now. */
  locked: z.boolean(),
  hitCount: z.number(),
  lastHitAt: z.string().nullable(),
  lastError: z.string().nullable(),
  bodyLength: z.number().nullable(),
});

export type CacheRowView = z.infer<typeof cacheRowSchema>;

/** Body of GET /api/admin/cache. */
export const cacheListSchema = z.object({ rows: z.array(cacheRowSchema) });
