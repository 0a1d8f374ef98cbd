import { cacheListSchema, type CacheRowView } from "#core/admin/cache-rows";
import { indexNowStatusSchema, type IndexNowStatus } from "#core/admin/indexnow-status";
import { forgottenSchema, partnerStatusSchema, type PartnerStatus } from "#core/admin/partner-status";
import { clickStatsSchema, type ClickStats } from "#core/clicks/schema";
import { z } from "#core/zod";

/** The admin API refused the token: back to sign-in. */
export class AdminUnauthorizedError extends Error {
  constructor() {
    super("Unauthorized");
    this.name = "AdminUnauthorizedError";
  }
}

const errorSchema = z.object({ error: z.string() });

/** A call to /api/admin/* with the bearer token; 401 becomes AdminUnauthorizedError. */
async function adminFetch(path: string, token: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`/api/admin${path}`, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${token}`, Accept: "application/json" },
    cache: "no-store",
    credentials: "omit",
  });
  if (response.status === 401) throw new AdminUnauthorizedError();
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorSchema.safeParse(body);
    throw new Error(parsed.success ? parsed.data.error : `The server answered ${response.status}`);
  }
  return body;
}

export async function fetchClickStats(token: string, days: number, signal?: AbortSignal): Promise<ClickStats> {
  return clickStatsSchema.parse(await adminFetch(`/clicks?days=${days}`, token, { signal }));
}

export async function fetchCacheRows(token: string, signal?: AbortSignal): Promise<CacheRowView[]> {
  return cacheListSchema.parse(await adminFetch("/cache", token, { signal })).rows;
}

/** POST /api/admin/cache/refresh: crawls the URL now; throws with the server's reason on failure. */
export async function refreshCacheUrl(token: string, url: string): Promise<void> {
  await adminFetch("/cache/refresh", token, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ url }),
  });
}

export async function fetchPartnerStatus(token: string, signal?: AbortSignal): Promise<PartnerStatus> {
  return partnerStatusSchema.parse(await adminFetch("/partner", token, { signal }));
}

/** POST /api/admin/cache/forget-unused: deletes the cache rows the site no longer reads; their URLs. */
export async function forgetUnusedCache(token: string): Promise<string[]> {
  return forgottenSchema.parse(await adminFetch("/cache/forget-unused", token, { method: "POST" })).forgotten;
}

/** GET /api/admin/clicks.csv: the period's click events as a CSV file (a Blob to hand to a download link). */
export async function fetchClicksCsv(token: string, from: string, to: string): Promise<Blob> {
  const query = new URLSearchParams({ from, to });
  const response = await fetch(`/api/admin/clicks.csv?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: "no-store",
    credentials: "omit",
  });
  if (response.status === 401) throw new AdminUnauthorizedError();
  if (!response.ok) {
    const parsed = errorSchema.safeParse(await response.json().catch(() => undefined));
    throw new Error(parsed.success ? parsed.data.error : `The server answered ${response.status}`);
  }
  return response.blob();
}

export async function fetchIndexNowStatus(token: string, signal?: AbortSignal): Promise<IndexNowStatus> {
  return indexNowStatusSchema.parse(await adminFetch("/indexnow", token, { signal }));
}
