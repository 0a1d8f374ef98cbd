import { within } from "../concurrency/within";

/** Longest a health answer waits for the database; a load balancer's probe usually gives up at 5 s. */
const HEALTH_DB_TIMEOUT_MS = 2_000;

/**
 * The database check with its own deadline: whatever the database does (a silent
 * network, an exhausted pool), the health answer comes within `timeoutMs`.
 */
export function boundedCheck(check: () => Promise<boolean>, timeoutMs = HEALTH_DB_TIMEOUT_MS): () => Promise<boolean> {
  return () => within(check().catch(() => false), timeoutMs, () => false);
}
