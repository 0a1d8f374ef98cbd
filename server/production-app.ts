import path from "node:path";
import type { ServerConfig } from "./config";
import type { Logger } from "./logger";
import { townCarePrices } from "./pages/loaders/care-list";
import { funeralProducts } from "./pages/funeral-sections";
import { mayTenthList } from "./pages/loaders/may-tenth";
import { pageLoaders } from "./pages/loaders/page-loaders";
import { sympathySections } from "./pages/loaders/sympathy-sections";
import { productsForPages } from "./pages/load-products";
import { createPageDispatcher } from "./pages/page-dispatcher";
import type { RenderPage } from "./pages/page-renderer";
import type { createRuntime } from "./runtime";
import { createApp } from "./http/app";
import { baseSecurityHeaders, contentSecurityPolicy, type SecurityOptions } from "./http/security-headers";
import { createStaticFiles } from "./http/static-files";

type ProductionAppDeps = {
  config: ServerConfig;
  logger: Logger;
  runtime: Pick<Awaited<ReturnType<typeof createRuntime>>, "api" | "products" | "linkHealth"> &
    Partial<Pick<Awaited<ReturnType<typeof createRuntime>>, "images" | "siteRoutes" | "serviceAnswer" | "calendars" | "delivery" | "answerLimit">>;
  /** The Astro server entry's renderer (build/server/entry.mjs). */
  render: RenderPage;
  /** The client build: prerendered HTML and hashed assets. */
  clientDir: string;
};

/**
 * The site as production runs it, from the configuration. The server entry and
 * the in-process security and audit tests both build it here, so the tests
 * exercise exactly the production wiring.
 */
export function createProductionApp({ config, logger, runtime, render, clientDir }: ProductionAppDeps) {
  const settings = appSettings(config);
  const csp = (html: string) => contentSecurityPolicy(html, settings.security);
  const everyHeaders = baseSecurityHeaders(settings.security);
  return createApp({
    logger,
    staticFiles: createStaticFiles(path.resolve(clientDir), (html) => ({ "Content-Security-Policy": csp(html) }), everyHeaders),
    renderedPages: createPageDispatcher({
      render,
      loaders: pageLoaders({
        loadProducts: productsForPages(runtime.products),
        goneTowns: runtime.linkHealth.goneTowns,
        sympathy: runtime.products.hasCodes ? sympathySections(funeralProducts(runtime.products), runtime.products.price) : undefined,
        mayTenth: runtime.delivery ? mayTenthList(runtime.delivery, { rules: config.env.NO_DELIVERY_DATES }) : undefined,
        carePrices: townCarePrices(runtime.products),
        serviceAnswers: runtime.serviceAnswer,
      }),
      siteUrl: config.env.SITE_URL,
      csp,
      everyHeaders,
      logger,
    }),
    admin: Boolean(config.env.ADMIN_TOKEN),
    api: runtime.api,
    images: runtime.images,
    extraRoutes: runtime.siteRoutes,
    calendars: runtime.calendars,
    ...(runtime.answerLimit ? { answerLimit: runtime.answerLimit } : {}),
    ...settings,
  });
}

/** The settings createApp reads from the configuration, shared with the development server. */
export function appSettings(config: ServerConfig) {
  return {
    siteUrl: config.env.SITE_URL,
    security: securityOptions(config),
    rateLimit: { perMinute: config.env.RATE_LIMIT_PER_MINUTE, trustProxy: config.env.TRUST_PROXY },
    metricsToken: config.env.METRICS_TOKEN,
  };
}

/** The security-header settings of a configuration (also for the node server's own error answers). */
export function securityOptions(config: ServerConfig): SecurityOptions {
  return { partnerOrigin: config.partnerOrigin, hsts: config.env.HSTS };
}

/** Loads the renderer from an Astro build directory. */
export async function loadRenderer(buildDir: string): Promise<RenderPage> {
  const entry = (await import(/* @vite-ignore */ path.join(buildDir, "server/entry.mjs"))) as { renderPage: RenderPage };
  return entry.renderPage;
}
