import { Hono } from "hono";
import type { ServerConfig } from "./config";
import type { Logger } from "./logger";
import { healthRoutes } from "./api/health";

/**
 * Everything the API needs, built once per process from the configuration.
 * `close` releases the database when the process drains.
 */
export async function createRuntime(config: ServerConfig, logger: Logger) {
  const api = new Hono();
  api.route("/health", healthRoutes(async () => true));
  return {
    api,
    async close() {},
  };
}
