/**
 * A second server process in miniature. On "go" (stdin) it migrates the shared
 * database, asks the page cache for one URL many times at once, and prints a
 * JSON summary. Env: DATABASE_URL, PG_SCHEMA?, PARTNER_URL, TARGET_URL, CONCURRENCY.
 */
import { createInterface } from "node:readline";
import { directFetcher } from "../../../server/partner/direct";
import { createDb } from "../../../server/db/create";
import { migrateToLatest } from "../../../server/db/migrate";
import { createPageCache } from "../../../server/page-cache/service";

const env = process.env;
const db = createDb(env.DATABASE_URL as string, env.PG_SCHEMA ? { pgSchema: env.PG_SCHEMA } : {});
const provider = directFetcher({
  PARTNER_BASE_URL: env.PARTNER_URL as string,
  PARTNER_TIMEOUT_MS: 5_000,
  PARTNER_MAX_BYTES: 1_000_000,
});
const logger = { debug() {}, info() {}, warn() {}, error() {} };
const pageCache = createPageCache({ db, provider, logger });

const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
for await (const line of lines) {
  if (line.trim() !== "go") continue;
  // Both processes start on an empty database, as two servers booting together.
  const applied = await migrateToLatest(db);
  const results = await Promise.all(Array.from({ length: Number(env.CONCURRENCY ?? 20) }, () => pageCache.getOrFetch(env.TARGET_URL as string)));
  // Logs and hit counts are written before the parent reads the database.
  await pageCache.drain();
  process.stdout.write(
    `${JSON.stringify({
      applied,
      successes: results.filter((result) => result.success).length,
      fromCache: results.filter((result) => result.fromCache).length,
      errors: [...new Set(results.map((result) => result.error).filter(Boolean))],
    })}\n`,
  );
  break;
}
lines.close();
await pageCache.close();
await db.destroy();
