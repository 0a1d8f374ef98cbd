import { LRUCache } from "lru-cache";

type OutageLogger = { warn(object: object, message: string): void; info(object: object, message: string): void };

export type OutageLogOptions = {
  logger: OutageLogger;
  now?: () => number;
  /** While a failure lasts, at most one line per key in this long (5 minutes by default). */
  everyMs?: number;
  /** Keys followed at once (URLs: a few dozen); the least recently failed is forgotten first. */
  maxKeys?: number;
};

/** While a failure lasts it is logged at most once in this long per key. */
const OUTAGE_LOG_EVERY_MS = 5 * 60_000;

type Open = { since: number; failures: number; loggedAt: number };

/**
 * One warning per failure, not per request: a key (a partner URL) that starts failing is
 * logged once, then at most once per `everyMs` while it goes on failing (with how many
 * requests it failed meanwhile), and once more when it answers again. A partner that is down
 * for a quiet hour writes a few lines, however many pages were rendered meanwhile.
 */
export function createOutageLog({ logger, now = Date.now, everyMs = OUTAGE_LOG_EVERY_MS, maxKeys = 256 }: OutageLogOptions) {
  const open = new LRUCache<string, Open>({ max: maxKeys });
  return {
    failed(key: string, fields: object, message: string): void {
      const at = now();
      const outage = open.get(key);
      if (!outage) {
        open.set(key, { since: at, failures: 1, loggedAt: at });
        logger.warn({ ...fields, outage: "started" }, message);
        return;
      }
      outage.failures += 1;
      if (at - outage.loggedAt < everyMs) return;
      outage.loggedAt = at;
      logger.warn({ ...fields, outage: "continues", since: new Date(outage.since).toISOString(), failures: outage.failures }, message);
    },
    recovered(key: string, fields: object, message: string): void {
      const outage = open.get(key);
      if (!outage) return;
      open.delete(key);
      logger.info({ ...fields, outage: "ended", since: new Date(outage.since).toISOString(), failures: outage.failures, ms: now() - outage.since }, message);
    },
    /** Whether the key is failing now. */
    failing: (key: string) => open.has(key),
  };
}

export type OutageLog = ReturnType<typeof createOutageLog>;
