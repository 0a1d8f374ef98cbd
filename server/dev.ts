import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfigOrExit } from "./config";
import { createApp } from "./http/app";
import { createLogger } from "./logger";
import { createRuntime } from "./runtime";

// Development: Vite serves modules and assets with HMR; everything else goes through the same Hono app as production.
const config = loadConfigOrExit();
const logger = createLogger(config.env.LOG_LEVEL);
const runtime = await createRuntime(config, logger);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const app = createApp({
  logger,
  mode: "development",
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  api: runtime.api,
  siteUrl: config.env.SITE_URL,
  // Vite's dev client injects its own inline scripts, so development skips the CSP.
  security: { partnerOrigin: new URL(config.env.PARTNER_BASE_URL).origin, hsts: false, csp: false },
  rateLimit: { perMinute: config.env.RATE_LIMIT_PER_MINUTE, trustProxy: config.env.TRUST_PROXY },
});
const listener = getRequestListener(app.fetch);

createServer((req, res) => {
  vite.middlewares(req, res, () => void listener(req, res));
}).listen(config.env.PORT, config.env.HOST, () => {
  logger.info({ url: `http://localhost:${config.env.PORT}` }, "dev server listening");
});
