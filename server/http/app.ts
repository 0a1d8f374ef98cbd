import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Logger } from "../logger";
import { withTrailingSlash } from "../../app/lib/trailing-slash";
import { feedRoutes } from "./feeds";
import { rateLimit } from "./rate-limit";
import { type SecurityOptions, securityHeaders } from "./security-headers";
import type { StaticFiles } from "./static-files";

export type AppDeps = {
  logger: Logger;
  mode: "production" | "development";
  /** The React Router server build (a fresh import per request in development). */
  getBuild: () => Promise<ServerBuild> | ServerBuild;
  staticFiles?: StaticFiles;
  /** Routers mounted under /api (products, admin, clicks, health). */
  api: Hono;
  security: SecurityOptions;
  siteUrl: string;
  rateLimit: { perMinute: number; trustProxy: boolean };
};

/** The whole site as one Hono app: API, redirects, prerendered files, then SSR. */
export function createApp({ logger, mode, getBuild, staticFiles, api, security, siteUrl, rateLimit: limits }: AppDeps) {
  const app = new Hono();
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  // Development re-imports the build on every request so edits show up; production keeps one.
  const getHandler = async () =>
    mode === "production" ? (handler ??= createRequestHandler(await getBuild(), mode)) : createRequestHandler(await getBuild(), mode);

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  });

  // compress wraps the security middleware, which must read uncompressed HTML to hash its scripts.
  app.use("*", compress());
  app.use("*", securityHeaders(security));
  app.use("/api/*", rateLimit({ limit: limits.perMinute, windowMs: 60_000, trustProxy: limits.trustProxy }));
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  app.route("/", feedRoutes(siteUrl));

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

  if (staticFiles) {
    // Hono routes HEAD through GET handlers and Node drops the body.
    app.get("*", async (c, next) => {
      const file = await staticFiles.lookup(c.req.path);
      if (!file) return next();
      return staticFiles.respond(file, c.req.raw);
    });
  }

  app.all("*", async (c) => {
    // No route has an action: a POST would only reach React Router to fail with a
    // logged stack trace, so every method but GET and HEAD stops here.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    return (await getHandler())(c.req.raw);
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
