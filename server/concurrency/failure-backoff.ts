import { LRUCache } from "lru-cache";

/**
 * A key whose partner answers failed is asked again after 15 minutes, then an hour, then every
 * six hours (issues 39 and 52): whatever the partner answers, a ZIP costs a handful of calls a day.
 * Shared by gettotal (delivered prices) and checkdeliverydate (the checker's calendars).
 */
export const FAILURE_BACKOFF_MS = [15 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;

/**
 * Failures in a row per key, across days, on the caller's clock: `waitFor(key)` is how long the
 * next failure is kept before the key is asked again; `retryAt(key)` is when a failing key may be
 * asked at all (0: now), so a new site day does not bring an early call.
 */
export function createFailureBackoff(options: { max: number; now: () => number; firstMs?: number }) {
  const scale = (options.firstMs ?? FAILURE_BACKOFF_MS[0]) / FAILURE_BACKOFF_MS[0];
  const steps = FAILURE_BACKOFF_MS.map((ms) => ms * scale);
  const failures = new LRUCache<string, { count: number; retryAt: number }>({ max: options.max });
  return {
    /** How long the next failure of `key` is kept: the step after the failures so far. */
    waitFor: (key: string): number => steps[Math.min(failures.get(key)?.count ?? 0, steps.length - 1)] as number,
    retryAt: (key: string): number => failures.get(key)?.retryAt ?? 0,
    failed(key: string): void {
      const count = (failures.get(key)?.count ?? 0) + 1;
      failures.set(key, { count, retryAt: options.now() + (steps[Math.min(count - 1, steps.length - 1)] as number) });
    },
    succeeded: (key: string): void => void failures.delete(key),
  };
}
