/** How long a failed write keeps /api/health degraded after the last failure. */
const RECENT_MS = 60_000;

/**
 * Whether the database took our recent writes (clicks, crawled pages). A read-only or full
 * database still answers the health ping; this is what tells the owner it is not storing.
 */
export function createWriteHealth(now: () => number = Date.now) {
  const lastFailure = new Map<string, number>();
  return {
    failed(what: string): void {
      lastFailure.set(what, now());
    },
    succeeded(what: string): void {
      lastFailure.delete(what);
    },
    /** What failed to be written within the last minute, sorted. */
    failing(): string[] {
      const since = now() - RECENT_MS;
      return [...lastFailure].filter(([, at]) => at > since).map(([what]) => what).sort();
    },
  };
}

export type WriteHealth = ReturnType<typeof createWriteHealth>;
