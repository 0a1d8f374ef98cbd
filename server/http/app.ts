import { localeOfPath } from "#core/i18n/locale";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { TrustProxy } from "#core/config/env";
import { matchRequest, type OnDemandPage, type RequestMatch } from "#core/site/page-route";
import { withTrailingSlash } from "#core/site/trailing-slash";
import type { Logger } from "pino";
import { metricsRoute, observeRequest } from "../metrics";
import { feedRoutes } from "./feeds";
import { loggedPath } from "./log-fields";
import { serviceAnswerLimit } from "./answer-limit";
import { clientAddressResolver } from "./client-address";
import { compressUnvalidated } from "./compress-unvalidated";
import { rateLimit } from "./rate-limit";
import { type SecurityOptions, securityHeaders } from "./security-headers";
import type { StaticFiles } from "./static-files";
import type { TownCalendarFiles } from "./calendar-files";

/** What the app asks of the rendered pages (server/pages/page-dispatcher.ts builds them). */
type RenderedPages = {
  respond(page: OnDemandPage, request: Request, extraHeaders?: Record<string, string>): Promise<Response>;
};

type AppDeps = {
  logger: Logger;
  /** Prerendered pages (about, cities list, legal, 404) and hashed assets. */
  staticFiles?: StaticFiles;
  /** Home, town and category pages rendered with cached products; the admin page. */
  renderedPages?: RenderedPages;
  /** Whether /admin/ exists (ADMIN_TOKEN set). */
  admin?: boolean;
  /** Product pictures from our own origin (server/images), mounted at /img. */
  images?: Hono;
  /** Routers mounted under /api (products, admin, clicks, health). */
  api: Hono;
  security: SecurityOptions;
  siteUrl: string;
  rateLimit: { perMinute: number; trustProxy: TrustProxy };
  /** METRICS_TOKEN: GET /metrics needs it as a bearer token; unset, /metrics is the 404 page. */
  metricsToken?: string;
  /** Routes outside /api added by server features (the IndexNow key file). */
  extraRoutes?: Hono;
  /** The towns' flower-dates files (core/routes/routes.ts: townCalendar), rate-limited as their pages are. */
  calendars?: TownCalendarFiles;
  /** The service answers' budget, shared with the MCP endpoint (server/runtime.ts); made here when absent. */
  answerLimit?: MiddlewareHandler;
};

const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The whole site as one Hono app: API, feeds, redirects, prerendered files, rendered pages, then 404. */
export function createApp({ logger, staticFiles, renderedPages, admin = false, api, images, security, siteUrl, rateLimit: limits, metricsToken, extraRoutes, calendars, answerLimit = serviceAnswerLimit(limits) }: AppDeps) {
  const app = new Hono();
  // What each request asks for, parsed once (before the rate limit) and read by the rate limit,
  // the calendar files, the page handler and the metrics (issue 47, item 2).
  const matched = new WeakMap<Request, RequestMatch>();

  /** The 404 page (the Spanish one under /es/), with a 404 status; the path is never echoed. */
  async function notFoundPage(c: Context) {
    const notFound = staticFiles ? await staticFiles.lookup(localeOfPath(c.req.path) === "es" ? "/es/404.html" : "/404.html") : null;
    if (!notFound || !staticFiles) return c.text("Not Found", 404);
    const response = staticFiles.respond(notFound, new Request(c.req.url, { headers: { "accept-encoding": c.req.header("accept-encoding") ?? "" } }));
    return new Response(response.body, { status: 404, headers: response.headers });
  }

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    logger.info({ method: c.req.method, ...loggedPath(c.req.path), status: c.res.status, ms: Math.round(ms) }, "request");
    observeRequest(c.req.path, c.res.status, ms, matched.get(c.req.raw)?.route);
  });

  // compress wraps the security middleware, which must read uncompressed HTML to hash its scripts.
  app.use("*", compressUnvalidated());
  app.use("*", securityHeaders(security));
  const clientAddress = clientAddressResolver(limits.trustProxy);
  app.use("/api/*", rateLimit({ limit: limits.perMinute, windowMs: 60_000, clientAddress }));
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  app.route("/", feedRoutes(siteUrl));
  const metrics = metricsRoute(metricsToken);
  app.get("/metrics", (c) => (metrics ? metrics(c) : notFoundPage(c)));
  if (extraRoutes) app.route("/", extraRoutes);
  if (images) app.route("/img", images);

  app.use("*", async (c, next) => {
    // The raw path, still percent-encoded: c.req.path is decoded, and a decoded
    // %0d%0a or %00 is not a valid header value (the redirect threw a 500).
    const url = new URL(c.req.url);
    const canonical = withTrailingSlash(url.pathname);
    // "//host/" as a Location is another site (//2130706433/ is 127.0.0.1): such
    // paths are never ours, so they get the 404 page instead of a redirect.
    if (!canonical || canonical.startsWith("//")) return next();
    return c.redirect(`${canonical}${url.search}`, 301);
  });

  // Rendered pages (made-up slugs included) have a window of their own, as wide as the
  // API's: a person reads a page in seconds, a script asks for hundreds a second.
  // Made-up town and category addresses get a tenth of that: a person mistypes a few a minute.
  const pageLimit = rateLimit({ limit: limits.perMinute, windowMs: 60_000, clientAddress, announce: false });
  const madeUpLimit = rateLimit({ limit: Math.max(60, Math.floor(limits.perMinute / 10)), windowMs: 60_000, clientAddress, announce: false });
  // The sympathy page's answers have a budget of their own on top (issue 39): see answer-limit.ts.
  app.use("*", async (c, next) => {
    const match = matchRequest(c.req.path, { admin, pages: renderedPages !== undefined, calendars: calendars !== undefined }, new URL(c.req.url).searchParams);
    matched.set(c.req.raw, match);
    const { page, calendar } = match;
    const known = page?.known ?? (calendar ? calendar.town !== undefined : undefined);
    if (known === undefined) return next();
    if (known && page?.answerQuery !== undefined) {
      return answerLimit(c, async () => {
        const refused = await pageLimit(c, next);
        if (refused) c.res = refused;
      });
    }
    return known ? pageLimit(c, next) : madeUpLimit(c, next);
  });
  // A known town's file, or on to the 404 page below (Hono routes HEAD through GET handlers).
  if (calendars) {
    app.get("*", (c, next) => {
      const town = matched.get(c.req.raw)?.calendar?.town;
      const locale = matched.get(c.req.raw)?.calendar?.locale;
      return town && locale ? calendars(town, locale, c.req.raw) : next();
    });
  }

  if (staticFiles) {
    // Hono routes HEAD through GET handlers and Node drops the body.
    app.get("*", async (c, next) => {
      const file = await staticFiles.lookup(c.req.path);
      if (!file) return next();
      return staticFiles.respond(file, c.req.raw);
    });
  }

  app.all("*", async (c) => {
    // Pages take no input: every method but GET and HEAD stops here.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    const page = matched.get(c.req.raw)?.page;
    if (page && renderedPages) return renderedPages.respond(page, c.req.raw, page.section === "admin" ? ADMIN_HEADERS : {});
    return notFoundPage(c);
  });

  app.onError((error, c) => {
    logger.error({ err: error, ...loggedPath(c.req.path) }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
