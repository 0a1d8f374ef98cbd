import { Hono } from "hono";
import { sql } from "kysely";
import { adminRoutes } from "./api/admin";
import { adminClicksRoutes, clicksRoutes } from "./api/clicks";
import { healthRoutes } from "./api/health";
import { createWriteHealth } from "./api/write-health";
import { productsRoutes } from "./api/products";
import type { ServerConfig } from "./config";
import { createClickCeiling } from "./clicks/ceiling";
import { createCrawlProvider } from "./crawl";
import { createWorkerExtractor } from "./crawl/extraction";
import { createDb } from "./db/create";
import { migrateToLatest } from "./db/migrate";
import type { Logger } from "./logger";
import { createPageCache } from "./page-cache/service";

/**
 * Everything the API needs, built once per process from the configuration:
 * the database (migrated), the crawl provider, the page cache and the routers.
 * `close` lets running crawls finish their bookkeeping and releases the database.
 */
export async function createRuntime(config: ServerConfig, logger: Logger) {
  const db = createDb(config.env.DATABASE_URL, { onPoolError: (error) => logger.error({ err: error }, "database pool error") });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "migrations applied");

  const provider = createCrawlProvider(config.env);
  // Parsing a partner page can cost up to its budget: never on the event loop that answers requests.
  const extractor = createWorkerExtractor();
  const { partnerOrigin } = config;
  const origins = { partnerOrigin, imageOrigins: [partnerOrigin, ...config.env.PARTNER_IMAGE_ORIGINS] };
  // Hit counts go to the database every 30 s: on SQLite, updating the count rewrites the whole
  // row, HTML included (3-120 ms for a 4 MB page on the event loop), so once a second was too often.
  const writes = createWriteHealth();
  const pageCache = createPageCache({ db, provider, logger, rowMemoryMs: 5_000, hitFlushMs: 30_000, onDatabaseFailure: () => writes.failed("page cache") });

  const api = new Hono();
  api.route("/health", healthRoutes(async () => (await sql`select 1 as ok`.execute(db)).rows.length === 1, writes));
  api.route("/products", productsRoutes({ pageCache, siteConfig: config.site, logger, extractor, origins }));
  const ceiling = createClickCeiling(db, config.env.CLICKS_DAILY_LIMIT);
  api.route("/clicks", clicksRoutes({ db, logger, trustProxy: config.env.TRUST_PROXY, ceiling, writes }));
  if (config.env.ADMIN_TOKEN) {
    const admin = adminRoutes({ pageCache, db, adminToken: config.env.ADMIN_TOKEN });
    // Added to the admin router before it is mounted, so its bearer check guards the click figures too.
    admin.route("/clicks", adminClicksRoutes({ db, ceiling }));
    api.route("/admin", admin);
  }

  return {
    api,
    db,
    pageCache,
    /** Shutdown's first step: running crawls stop and release their locks, so requests waiting on them answer. */
    abortCrawls: () => pageCache.abortCrawls(),
    async close() {
      await pageCache.close();
      await extractor.close();
      await db.destroy();
    },
  };
}
