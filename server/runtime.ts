import { Hono } from "hono";
import { sql } from "kysely";
import { adminRoutes } from "./api/admin";
import { adminClicksRoutes, clicksRoutes } from "./api/clicks";
import { deliveryDatesRoutes } from "./api/delivery-dates";
import { serviceDeliveryRoutes } from "./api/service-delivery";
import { serviceAnswers } from "./delivery/service-answer";
import { healthRoutes } from "./api/health";
import { findRoutes } from "./http/find";
import { createWriteHealth } from "./api/write-health";
import { productsRoutes } from "./api/products";
import type { ServerConfig } from "./config";
import { createClickCeiling } from "./clicks/ceiling";
import { createCrawlProvider } from "./crawl";
import { createWorkerExtractor } from "./crawl/extraction";
import { createDb } from "./db/create";
import { createDeliveryService } from "./delivery/service";
import { migrateToLatest } from "./db/migrate";
import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import type { Logger } from "./logger";
import { createImageService } from "./images";
import { productImageUrls } from "./images/product-image-urls";
import { createPageCache } from "./page-cache/service";
import { createPartnerApiClient } from "./partner-api/client";
import { createPartnerDeliveryDates } from "./partner-api/delivery-dates";
import { createLinkHealth, httpProbe, partnerLinkTargets } from "./partner-api/link-health";
import { forgetRowsOutside, rowsOutside } from "./page-cache/forget-rows";
import { apiCatalogue, createProductsService, pagesCatalogue } from "./products";

type RuntimeDeps = {
  /** The partner's delivery days per ZIP; absent, /api/delivery-dates answers from the rules. */
  partnerDates?: PartnerDeliveryDates;
  now?: () => Date;
};

/**
 * Everything the API needs, built once per process from the configuration:
 * the database (migrated), the crawl provider, the page cache and the routers.
 * `close` lets running crawls finish their bookkeeping and releases the database.
 */
export async function createRuntime(config: ServerConfig, logger: Logger, deps: RuntimeDeps = {}) {
  const db = createDb(config.env.DATABASE_URL, { onPoolError: (error) => logger.error({ err: error }, "database pool error") });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "migrations applied");

  const { env } = config;
  // Only with the API provider; its credentials never leave this client (Basic auth to FLORISTONE_API_URL).
  const partnerApi =
    env.CRAWL_PROVIDER === "floristone-api" && env.FLORISTONE_API_KEY && env.FLORISTONE_API_PASSWORD
      ? createPartnerApiClient({
          baseUrl: env.FLORISTONE_API_URL,
          key: env.FLORISTONE_API_KEY,
          password: env.FLORISTONE_API_PASSWORD,
          timeoutMs: env.CRAWL_TIMEOUT_MS,
          maxBytes: env.CRAWL_MAX_BYTES,
          logger,
        })
      : undefined;
  const provider = createCrawlProvider(env, partnerApi ? { partnerApi } : {});
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
  const catalogue = partnerApi
    ? apiCatalogue({ siteConfig: config.site, apiBaseUrl: partnerApi.baseUrl, productUrlTemplate: env.PARTNER_PRODUCT_URL_TEMPLATE })
    : pagesCatalogue(config.site, extractor);
  const products = createProductsService({ pageCache, catalogue, siteConfig: config.site, logger, origins });
  api.route("/products", productsRoutes({ products, logger }));
  // A few partner pages a minute in production; off in tests (their simulator counts requests).
  const linkChecksPerMinute = env.PARTNER_LINK_CHECKS_PER_MINUTE ?? (env.NODE_ENV === "test" ? 0 : 3);
  const linkHealth = createLinkHealth({
    targets: partnerLinkTargets(config.site),
    perMinute: linkChecksPerMinute,
    probe: httpProbe(env.PARTNER_BASE_URL, env.CRAWL_TIMEOUT_MS),
    logger,
  });
  linkHealth.start();
  const partner = {
    status: async () => ({
      provider: env.CRAWL_PROVIDER,
      api: partnerApi ? partnerApi.status() : null,
      linkChecksPerMinute,
      links: linkHealth.view(),
      unusedCacheUrls: await rowsOutside(db, products.usedUrls()),
    }),
    forgetUnused: () => forgetRowsOutside(db, products.usedUrls()),
  };

  const ceiling = createClickCeiling(db, config.env.CLICKS_DAILY_LIMIT);
  api.route("/clicks", clicksRoutes({ db, logger, trustProxy: config.env.TRUST_PROXY, ceiling, writes }));
  // A test may hand in its own partner; otherwise the API provider's checkdeliverydate answers.
  const partnerDates = deps.partnerDates ?? (partnerApi ? createPartnerDeliveryDates(partnerApi) : undefined);
  const delivery = createDeliveryService({ partnerDates, rules: config.env.NO_DELIVERY_DATES, now: deps.now, logger });
  api.route("/delivery-dates", deliveryDatesRoutes({ service: delivery, partnerConfigured: partnerDates !== undefined, now: deps.now }));
  const serviceAnswer = serviceAnswers(delivery);
  api.route("/service-delivery", serviceDeliveryRoutes(serviceAnswer));
  api.route("/find", findRoutes({ db, site: config.site, logger, ceiling }));
  if (config.env.ADMIN_TOKEN) {
    const admin = adminRoutes({ pageCache, db, adminToken: config.env.ADMIN_TOKEN, partner });
    // Added to the admin router before it is mounted, so its bearer check guards the click figures too.
    admin.route("/clicks", adminClicksRoutes({ db, ceiling }));
    api.route("/admin", admin);
  }

  const images = await createImageService({ env: config.env, origins: origins.imageOrigins, listImageUrls: productImageUrls(products), logger });

  return {
    api,
    images,
    db,
    pageCache,
    /** Products for the API and the page renderer alike. */
    products,
    /**
     * The partner's delivery days for a ZIP (checkdeliverydate), only with
     * CRAWL_PROVIDER=floristone-api; undefined otherwise (the calendar's rules answer).
     */
    partnerDates,
    /** The sympathy page's "When is the service?" answers, from the same calendars as /api/delivery-dates. */
    serviceAnswer,
    /** Partner pages that answer 404/410: town pages link to the Nebraska page instead while theirs is gone. */
    linkHealth,
    /** Shutdown's first step: running crawls stop and release their locks, so requests waiting on them answer. */
    abortCrawls: () => pageCache.abortCrawls(),
    async close() {
      linkHealth.stop();
      await pageCache.close();
      await extractor.close();
      await db.destroy();
    },
  };
}
