import { within } from "../concurrency/within";

/** How long a failed write keeps /api/health degraded after the last failure, unless a probe write succeeds. */
const RECENT_MS = 60_000;

/** At most one probe write this often while writes are failing: on SQLite a locked probe waits on the event loop. */
export const PROBE_EVERY_MS = 2_000;

/** Longest health waits for a probe write; a late probe counts as failed. */
const PROBE_TIMEOUT_MS = 1_000;

/**
 * Whether the database took our recent writes (clicks, crawled pages). A read-only or full
 * database still answers the health ping; this is what tells the owner it is not storing.
 * With `probe` (one small write), health asks the database itself whether it takes writes
 * again, rather than waiting for the next visitor's click: after a 5 s lock and no clicks,
 * health said `degraded` for 55 s more.
 */
export function createWriteHealth(now: () => number = Date.now, probe?: () => Promise<void>) {
  const lastFailure = new Map<string, number>();
  let lastProbe = Number.NEGATIVE_INFINITY;
  let probing: Promise<void> | undefined;

  const failing = (): string[] => {
    const since = now() - RECENT_MS;
    return [...lastFailure].filter(([, at]) => at > since).map(([what]) => what).sort();
  };

  async function runProbe(write: () => Promise<void>): Promise<void> {
    const startedAt = now();
    const wrote = await within(
      write().then(() => true, () => false),
      PROBE_TIMEOUT_MS,
      () => false,
    );
    if (!wrote) return;
    // Failures seen while the probe ran are newer than its answer: they stay.
    for (const [what, at] of lastFailure) if (at <= startedAt) lastFailure.delete(what);
  }

  return {
    failed(what: string): void {
      lastFailure.set(what, now());
    },
    succeeded(what: string): void {
      lastFailure.delete(what);
    },
    /** What failed to be written within the last minute, sorted. */
    failing,
    /** While writes are failing, one bounded probe write (at most every PROBE_EVERY_MS); clears them when it is taken. */
    async recheck(): Promise<void> {
      if (!probe || failing().length === 0) return;
      if (!probing && now() - lastProbe >= PROBE_EVERY_MS) {
        lastProbe = now();
        probing = runProbe(probe).finally(() => {
          probing = undefined;
        });
      }
      await probing;
    },
  };
}

export type WriteHealth = ReturnType<typeof createWriteHealth>;
