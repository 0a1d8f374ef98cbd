import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { loadConfigOrExit } from "./config";
import { createProductionApp } from "./http/production-app";
import { createLogger } from "./logger";
import { createRuntime } from "./runtime";

// Bundled to build/node/server.js; the React Router build sits beside it.
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, "..");

const config = loadConfigOrExit();
const logger = createLogger(config.env.LOG_LEVEL);
const runtime = await createRuntime(config, logger);
const build = (await import(/* @vite-ignore */ path.join(buildDir, "server/index.js"))) as ServerBuild;

const app = createProductionApp({ config, logger, runtime, build, clientDir: path.join(buildDir, "client") });

const server = serve({ fetch: app.fetch, port: config.env.PORT, hostname: config.env.HOST }, (info) => {
  logger.info({ port: info.port, host: config.env.HOST, url: config.env.SITE_URL }, "listening");
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "draining");
  // Stop accepting, let in-flight requests finish, then release the database.
  const force = setTimeout(() => {
    logger.warn("drain timed out; exiting");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await runtime.close();
    logger.info("stopped");
    process.exit(0);
  });
  // Keep-alive sockets would hold the process open after the last response.
  const idle = setInterval(() => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }, 100);
  idle.unref();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
