import { serve } from "@hono/node-server";
import { dev } from "astro";
import { loadConfigOrExit } from "./config";
import { createApp } from "./http/app";
import { TOWN_CALENDAR_PATTERNS } from "#core/routes/routes";
import { FEED_PATHS } from "./http/feeds";
import { listeningLine } from "./http/listen";
import { appSettings } from "./production-app";
import { createLogger } from "./logger";
import { createRuntime } from "./runtime";

// Development: Astro's dev server (HMR) serves the pages on PORT; the same Hono app as
// production serves the API and feeds on PORT + 1, and Astro proxies those paths to it.
// Pages render without server products in development: the islands fetch them.
const config = loadConfigOrExit();
const logger = createLogger(config.env.LOG_LEVEL);
const runtime = await createRuntime(config, logger);
const apiPort = config.env.PORT + 1;

const settings = appSettings(config);
// Vite's dev client injects its own inline scripts, so development skips the CSP.
const app = createApp({ logger, api: runtime.api, images: runtime.images, extraRoutes: runtime.siteRoutes, calendars: runtime.calendars, answerLimit: runtime.answerLimit, ...settings, security: { ...settings.security, hsts: false, csp: false } });
serve({ fetch: app.fetch, port: apiPort, hostname: "127.0.0.1" });

const target = `http://127.0.0.1:${apiPort}`;
// The towns' calendar files are the API process's too (a key starting "^" is a pattern to Vite).
const proxied = ["/api", "/img", ...FEED_PATHS, ...TOWN_CALENDAR_PATTERNS, "^/mcp$", "^/go/"];
await dev({
  root: process.cwd(),
  server: { port: config.env.PORT, host: config.env.HOST },
  vite: { server: { proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target }])) } },
});
logger.info({ port: config.env.PORT, host: config.env.HOST }, `dev server ${listeningLine(config.env.HOST, config.env.PORT)}`);
