import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ServerConfig } from "../config";
import type { Logger } from "../logger";
import type { createRuntime } from "../runtime";
import { createApp } from "./app";
import { contentSecurityPolicy } from "./security-headers";
import { createStaticFiles } from "./static-files";

type ProductionAppDeps = {
  config: ServerConfig;
  logger: Logger;
  runtime: Pick<Awaited<ReturnType<typeof createRuntime>>, "api">;
  build: ServerBuild;
  /** The client build: prerendered HTML and hashed assets. */
  clientDir: string;
};

/**
 * The site as production runs it, from the configuration. The server entry and
 * the in-process security and audit tests both build it here, so the tests
 * exercise exactly the production wiring.
 */
export function createProductionApp({ config, logger, runtime, build, clientDir }: ProductionAppDeps) {
  const security = { partnerOrigin: new URL(config.env.PARTNER_BASE_URL).origin, hsts: config.env.HSTS };
  return createApp({
    logger,
    mode: "production",
    getBuild: () => build,
    staticFiles: createStaticFiles(path.resolve(clientDir), (html) => ({
      "Content-Security-Policy": contentSecurityPolicy(html, security),
    })),
    api: runtime.api,
    siteUrl: config.env.SITE_URL,
    security,
    rateLimit: { perMinute: config.env.RATE_LIMIT_PER_MINUTE, trustProxy: config.env.TRUST_PROXY },
  });
}
