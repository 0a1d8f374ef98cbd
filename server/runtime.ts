import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { sql } from "kysely";
import { adminRoutes } from "./api/admin";
import { adminClicksRoutes, clicksRoutes } from "./api/clicks";
import { adminClicksExportRoutes } from "./api/clicks-export";
import { deliveryDatesRoutes } from "./api/delivery-dates";
import { serviceDeliveryRoutes } from "./api/service-delivery";
import { serviceCalendarRoutes } from "./api/service-calendar";
import { townCalendarFiles } from "./calendar/town-calendars";
import { serviceAnswers } from "./delivery/service-answer";
import { healthRoutes } from "./api/health";
import { findRoutes } from "./http/find";
import { createWriteHealth } from "./api/write-health";
import { probeWrite } from "./db/write-probe";
import { productsRoutes } from "./api/products";
import type { ServerConfig } from "./config";
import { createClickCeiling } from "./clicks/ceiling";
import { createWorkerExtractor } from "./partner/extraction";
import { createDb, databaseFileState } from "./db/create";
import { createDeliveryService } from "./delivery/service";
import { migrateToLatest } from "./db/migrate";
import { trustProxyWarning } from "#core/config/trust-proxy";
import type { PartnerDeliveryDates } from "#core/delivery/partner-dates";
import { defaultPictureOrigins } from "#core/products/picture-origins";
import type { Logger } from "./logger";
import { countPartnerRequests } from "./metrics";
import { adminIndexNowRoutes, indexNowKeyRoute } from "./indexnow/routes";
import { createIndexNow, type IndexNowDeps } from "./indexnow/service";
import { sitemapPages } from "./http/feeds";
import { createImageService } from "./images";
import { productImageUrls } from "./images/product-image-urls";
import { createPageCache } from "./page-cache/service";
import { createInFlight } from "./concurrency/in-flight";
import { mcpRoutes } from "./mcp/routes";
import { serviceAnswerLimit } from "./http/answer-limit";

import { createDeliveredPrices } from "./products/delivered-prices";
import { createLinkHealth, httpProbe, partnerLinkTargets, untracked } from "./partner/link-health";
import { forgetRowsOutside, rowsOutside } from "./page-cache/forget-rows";
import { createProductsService } from "./products";

/** Partner requests at once, and callers waiting for one: a slow partner holds 12 sockets, not hundreds. */
const PARTNER_IN_FLIGHT = 12;
const PARTNER_WAITING = 256;

type RuntimeDeps = {
  /** The partner's delivery days per ZIP; absent, /api/delivery-dates answers from the rules. */
  partnerDates?: PartnerDeliveryDates;
  now?: () => Date;
  /** IndexNow's timing and clock (tests). */
  indexNow?: Partial<Pick<IndexNowDeps, "intervalMs" | "firstCheckMs" | "now" | "timeoutMs">>;
};

/**
 * Everything the API needs, built once per process from the configuration:
 * the database (migrated), the partner source, the page cache and the routers.
 * `close` lets running crawls finish their bookkeeping and releases the database.
 */
export async function createRuntime(config: ServerConfig, logger: Logger, deps: RuntimeDeps = {}) {
  const db = createDb(config.env.DATABASE_URL, { onPoolError: (error) => logger.error({ err: error }, "database pool error") });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "migrations applied");
  const trustWarning = trustProxyWarning(config.env.TRUST_PROXY);
  if (trustWarning) logger.warn(trustWarning);

  const { env } = config;
  // One bound on partner requests in flight, shared by products, totals, dates and the background refresh (issue 39).
  const inFlight = createInFlight({ max: PARTNER_IN_FLIGHT, maxWaiting: PARTNER_WAITING });
  // Parsing a partner page can cost up to its budget: never on the event loop that answers requests.
  const extractor = createWorkerExtractor();
  await extractor.ready();
  const source = config.partner.create({ env, site: config.site, logger, inFlight, extractor });
  const { partnerOrigin } = config;
  // Pictures from the partner, its API's own origin and its domain's subdomains (its CDN) with no setting (issue 29).
  const imageOrigins = defaultPictureOrigins({ partnerOrigin, apiOrigin: source.pictureOrigin, configured: env.PARTNER_IMAGE_ORIGINS });
  const origins = { partnerOrigin, imageOrigins };
  // Hit counts go to the database every 30 s: on SQLite, updating the count rewrites the whole
  // row, HTML included (3-120 ms for a 4 MB page on the event loop), so once a second was too often.
  const writes = createWriteHealth(Date.now, () => probeWrite(db));
  const pageCache = createPageCache({ db, provider: countPartnerRequests(source.fetcher), logger, rowMemoryMs: 5_000, hitFlushMs: 30_000, onDatabaseFailure: () => writes.failed("page cache") });

  const api = new Hono();
  api.route("/health", healthRoutes(async () => (await sql`select 1 as ok`.execute(db)).rows.length === 1, writes, () => databaseFileState(db)));
  // The partner's delivered prices per town ZIP (gettotal), through the same page cache, where the partner gives them.
  const delivered = source.totals ? createDeliveredPrices({ pageCache, totals: source.totals, logger, retryMs: env.DELIVERED_PRICES_RETRY_MS }) : undefined;
  const products = createProductsService({ pageCache, catalogue: source.catalogue, siteConfig: config.site, logger, origins, ...(delivered ? { delivered } : {}) });
  api.route("/products", productsRoutes({ products, logger }));
  // A few partner pages a minute in production; off in tests (their simulator counts requests).
  const linkChecksPerMinute = env.PARTNER_LINK_CHECKS_PER_MINUTE ?? (env.NODE_ENV === "test" ? 0 : 3);
  const linkHealth = createLinkHealth({
    targets: partnerLinkTargets(config.site),
    perMinute: linkChecksPerMinute,
    probe: httpProbe(env.PARTNER_BASE_URL, env.PARTNER_TIMEOUT_MS),
    logger,
    // One product link of the provider (for the API, built from PARTNER_PRODUCT_URL_TEMPLATE).
    productLink: async () => {
      const first = (await products.get({ kind: "featured" }))?.products[0]?.url;
      return first ? untracked(first) : undefined;
    },
  });
  linkHealth.start();
  const partner = {
    status: async () => ({
      provider: source.kind,
      api: source.status(),
      linkChecksPerMinute,
      links: linkHealth.view(),
      unusedCacheUrls: await rowsOutside(db, products.usedUrls(), source.keeps),
      codes: products.codesInUse(),
    }),
    forgetUnused: () => forgetRowsOutside(db, products.usedUrls(), source.keeps),
  };

  const ceiling = createClickCeiling(db, config.env.CLICKS_DAILY_LIMIT, clickShareSecret(config.env.CLICK_SHARE_SECRET, config.env.NODE_ENV, logger));
  api.route("/clicks", clicksRoutes({ db, logger, trustProxy: config.env.TRUST_PROXY, ceiling, writes, retentionDays: config.env.CLICK_RETENTION_DAYS }));
  // A test may hand in its own partner; otherwise the partner's own delivery days, where it gives them.
  const partnerDates = deps.partnerDates ?? source.deliveryDates;
  const delivery = createDeliveryService({ partnerDates, rules: config.env.NO_DELIVERY_DATES, now: deps.now, logger });
  api.route("/delivery-dates", deliveryDatesRoutes({ service: delivery, partnerConfigured: partnerDates !== undefined, now: deps.now }));
  const serviceAnswer = serviceAnswers(delivery);
  api.route("/service-delivery", serviceDeliveryRoutes(serviceAnswer));
  api.route("/service-delivery.ics", serviceCalendarRoutes(serviceAnswer, { siteUrl: env.SITE_URL, now: delivery.now }));
  api.route("/find", findRoutes({ db, site: config.site, logger, ceiling, trustProxy: config.env.TRUST_PROXY }));
  const indexNow = env.INDEXNOW_KEY
    ? createIndexNow({
        db,
        key: env.INDEXNOW_KEY,
        endpoint: env.INDEXNOW_ENDPOINT,
        siteUrl: env.SITE_URL,
        pages: sitemapPages(),
        loadProducts: (source) => products.get(source),
        rules: env.NO_DELIVERY_DATES,
        logger,
        ...deps.indexNow,
      })
    : undefined;
  indexNow?.start();
  if (config.env.ADMIN_TOKEN) {
    const admin = adminRoutes({ pageCache, db, adminToken: config.env.ADMIN_TOKEN, partner });
    // Added to the admin router before it is mounted, so its bearer check guards the click figures too.
    admin.route("/clicks", adminClicksRoutes({ db, ceiling }));
    admin.route("/", adminClicksExportRoutes({ db }));
    admin.route("/", adminIndexNowRoutes(indexNow));
    api.route("/admin", admin);
  }

  // The assistants' endpoint answers from the same services as the pages (issue 51).
  if (!env.MCP_LINK_SECRET && env.NODE_ENV === "production") logger.warn("MCP_LINK_SECRET is not set: assistant links are signed with a per-process secret");
  // One budget of service answers for the sympathy page and the MCP tool (createApp is handed it too).
  const answerLimit = serviceAnswerLimit({ perMinute: env.RATE_LIMIT_PER_MINUTE, trustProxy: env.TRUST_PROXY });
  const siteRoutes = new Hono().route(
    "/",
    mcpRoutes({
      siteUrl: env.SITE_URL,
      site: config.site,
      delivery,
      products,
      serviceAnswer,
      answerLimit,
      linkSecret: env.MCP_LINK_SECRET ?? randomBytes(32).toString("hex"),
      db,
      ceiling,
      logger,
      rateLimit: { perMinute: env.RATE_LIMIT_PER_MINUTE, trustProxy: env.TRUST_PROXY },
      ...(deps.now ? { now: deps.now } : {}),
    }),
  );
  if (indexNow && env.INDEXNOW_KEY) siteRoutes.route("/", indexNowKeyRoute(env.INDEXNOW_KEY));

  const images = await createImageService({ env: config.env, origins: origins.imageOrigins, listImageUrls: productImageUrls(products), logger });

  return {
    api,
    images,
    db,
    pageCache,
    /** Products for the API and the page renderer alike. */
    products,
    /**
     * The partner's delivery days for a ZIP, where the partner gives them (the API's
     * checkdeliverydate); undefined otherwise (the calendar's rules answer).
     */
    partnerDates,
    /** The sympathy page's "When is the service?" answers, from the same calendars as /api/delivery-dates. */
    serviceAnswer,
    /** The checker's calendars (the partner's days per ZIP over the rules), for pages that answer from them. */
    delivery,
    /** Partner pages that answer 404/410: town pages link to the Nebraska page instead while theirs is gone. */
    linkHealth,
    /** IndexNow's notices (INDEXNOW_KEY); undefined when off. */
    indexNow,
    /** Each town's flower dates as a calendar file, from the same calendars (docs/decisions/0044). */
    calendars: townCalendarFiles({ delivery, siteUrl: env.SITE_URL }),
    /** Routes outside /api: the MCP endpoint and its links (issue 51), the IndexNow key file. */
    siteRoutes,
    /** The service answers' budget per address, shared by the sympathy page and the MCP tool. */
    answerLimit,
    /** Shutdown's first step: running crawls stop and release their locks, so requests waiting on them answer. */
    abortCrawls: () => pageCache.abortCrawls(),
    async close() {
      linkHealth.stop();
      await indexNow?.stop();
      await pageCache.close();
      await extractor.close();
      await db.destroy();
    },
  };
}

/**
 * CLICK_SHARE_SECRET, or a random one for this process: one local process needs nothing set,
 * but instances on one database would each count a client apart and a restart would start the
 * day's shares again, so a production start says so.
 */
function clickShareSecret(configured: string | undefined, nodeEnv: string, logger: Logger): string {
  if (configured) return configured;
  if (nodeEnv === "production") {
    logger.warn("CLICK_SHARE_SECRET is unset: this process made its own, so other instances count a client's click share apart and a restart starts it again; set the same secret on every instance");
  }
  return randomBytes(32).toString("base64url");
}
