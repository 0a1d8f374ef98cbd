import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfigOrExit } from "./config";
import { createProductionApp, loadRenderer, securityOptions } from "./production-app";
import { listen, listeningLine } from "./http/listen";
import { createLogger } from "./logger";
import { createRuntime } from "./runtime";

// Bundled to build/node/server.js; the Astro build (client/, server/) sits beside it.
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, "..");

const config = loadConfigOrExit();
const logger = createLogger(config.env.LOG_LEVEL);
const runtime = await createRuntime(config, logger);
const render = await loadRenderer(buildDir);

const app = createProductionApp({ config, logger, runtime, render, clientDir: path.join(buildDir, "client") });

/** Shutdown ends by then whatever in-flight requests, the database or the log sink do. */
const DRAIN_DEADLINE_MS = 10_000;

const server = listen(app.fetch, { port: config.env.PORT, hostname: config.env.HOST, security: securityOptions(config), perAddress: config.env.TRUST_PROXY === false }, (info) => {
  logger.info({ port: info.port, host: config.env.HOST, siteUrl: config.env.SITE_URL }, listeningLine(config.env.HOST, info.port));
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining");
  // Crawls first: a request waiting on a slow partner would hold the drain to its deadline,
  // and the process would exit with the crawl's refresh lock still taken.
  runtime.abortCrawls();
  // Stop accepting, let in-flight requests finish, then release the database. Log
  // writes never block (server/logger.ts), so the deadline timer always gets to run.
  const force = setTimeout(() => {
    logger.warn("drain timed out; exiting");
    process.exit(1);
  }, DRAIN_DEADLINE_MS);
  force.unref();
  server.close(async () => {
    await runtime.close();
    logger.info("stopped");
    process.exit(0);
  });
  // Keep-alive sockets would hold the process open after the last response.
  const idle = setInterval(() => {
    server.closeIdleConnections();
  }, 100);
  idle.unref();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
