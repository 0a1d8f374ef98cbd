/**
 * The real site in process, wired as server/index.ts wires it: the Astro
 * renderer, the prerendered client files with their CSP, the runtime (a
 * temp SQLite file) and a partner simulator. Every log line is captured.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";
import type { createApp } from "../../../server/http/app";
import { e2eEnv } from "../../e2e/env";
import { startPartnerSim, type PartnerSim, type PartnerSimOptions } from "../../partner-sim/server";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** The build under test; NFD_BUILD_DIR lets a helper test a private copy while others rebuild build/. */
export const BUILD_DIR = path.resolve(ROOT, process.env.NFD_BUILD_DIR ?? "build");

/** Fails (never skips) when the site was not built: these tests are about the shipped build. */
export function assertBuilt(): void {
  const entry = path.join(BUILD_DIR, "server/entry.mjs");
  if (!existsSync(entry) || !existsSync(path.join(BUILD_DIR, "client/404.html")) || !existsSync(path.join(BUILD_DIR, "node/server.js"))) {
    throw new Error(
      `The site is not built (${entry} missing). Build it with the e2e settings first: ` +
        "`set -a; eval \"$(npx tsx scripts/print-e2e-env.ts)\"; set +a; npm run build` (scripts/test-all.sh does this).",
    );
  }
}


/**
 * The server modules, loaded only after NODE_ENV is "production": React picks
 * its production or development build when first loaded, and the site is
 * served with the production one (development renders several times slower).
 */
async function serverModules() {
  process.env.NODE_ENV = "production";
  const [config, app, logger, runtime] = await Promise.all([
    import("../../../server/config"),
    import("../../../server/production-app"),
    import("../../../server/logger"),
    import("../../../server/runtime"),
  ]);
  return {
    loadConfig: config.loadConfig,
    createProductionApp: app.createProductionApp,
    loadRenderer: app.loadRenderer,
    createLogger: logger.createLogger,
    createRuntime: runtime.createRuntime,
  };
}

export type SiteOptions = {
  /** Extra or overriding environment (strings, as in process.env). */
  env?: Record<string, string>;
  /** Start the simulator with this Firecrawl key (defaults to the e2e FIRECRAWL_API_KEY). */
  firecrawlKey?: string;
  /** More simulator options (e.g. where 'redirect-offsite' points). */
  sim?: PartnerSimOptions;
  /** The simulator's API asked under this host name (e.g. localhost, so its pictures are on another host than the partner's pages). */
  apiHost?: string;
};

export type SecuritySite = {
  app: ReturnType<typeof createApp>;
  sim: PartnerSim;
  /** Every log line the app wrote, raw JSON text. */
  logs: string[];
  env: Record<string, string>;
  request(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/**
 * For files that wait for delivered totals: the production partner timeout (10 s), not the 1.5 s
 * the other files keep so that a hanging partner costs them little. Beside Playwright on two cores
 * a gettotal answer took 2.1 s (stop 54's CI run, issue 48), and a ZIP whose totals fail is not
 * asked again for 15 minutes, so one slow answer left a town without totals for the rest of a file.
 */
export const PRICED_ENV = { PARTNER_TIMEOUT_MS: "10000" } as const;

/** The secrets the e2e build is made with; none may show up in output or logs. */
export const SECRETS = {
  adminToken: e2eEnv.ADMIN_TOKEN,
  firecrawlKey: e2eEnv.FIRECRAWL_API_KEY,
  floristoneKey: e2eEnv.FLORISTONE_API_KEY,
  floristonePassword: e2eEnv.FLORISTONE_API_PASSWORD,
  // Runtime-only keys (issues 51 and 52): the build must not hold them either.
  mcpLinkSecret: e2eEnv.MCP_LINK_SECRET,
  clickShareSecret: e2eEnv.CLICK_SHARE_SECRET,
};

export async function startSecuritySite(options: SiteOptions = {}): Promise<SecuritySite> {
  const { loadConfig, createProductionApp, loadRenderer, createLogger, createRuntime } = await serverModules();
  assertBuilt();
  const render = await loadRenderer(BUILD_DIR);
  const sim = await startPartnerSim({
    firecrawlKey: options.firecrawlKey ?? SECRETS.firecrawlKey,
    apiKey: SECRETS.floristoneKey,
    apiPassword: SECRETS.floristonePassword,
    ...options.sim,
  });
  const dir = mkdtempSync(path.join(tmpdir(), "nfd-security-"));
  const env: Record<string, string> = {
    ...e2eEnv,
    NODE_ENV: "production",
    PARTNER_BASE_URL: sim.url,
    FIRECRAWL_API_URL: sim.url,
    FLORISTONE_API_URL: `${options.apiHost ? sim.url.replace("127.0.0.1", options.apiHost) : sim.url}/api/rest`,
    DATABASE_URL: path.join(dir, "cache.sqlite"),
    IMAGE_CACHE_DIR: path.join(dir, "images"),
    PARTNER_TIMEOUT_MS: "1500",
    // One in-process client shares one bucket; the fuzz must not turn into 429s.
    RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: "trace",
    ...options.env,
  };
  const config = loadConfig(env);
  // Pages carry the build's public settings; the server reads the rest from process.env.
  Object.assign(process.env, env);
  const logs: string[] = [];
  const logger = createLogger(config.env.LOG_LEVEL);
  // The real logger (its level and redaction), writing to memory instead of stdout.
  Reflect.set(logger, pino.symbols.streamSym, { write: (line: string) => void logs.push(line) });
  const runtime = await createRuntime(config, logger);
  const app = createProductionApp({ config, logger, runtime, render, clientDir: path.join(BUILD_DIR, "client") });
  return {
    app,
    sim,
    logs,
    env,
    request: async (target, init) => app.request(target, init),
    async close() {
      await runtime.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Follows one redirect (the slash form), as the fuzz properties allow. */
export async function requestFollowingOne(site: SecuritySite, target: string, init?: RequestInit) {
  const first = await site.request(target, init);
  if (first.status !== 301) return { first, final: first };
  const location = first.headers.get("location") ?? "";
  await first.body?.cancel();
  const final = await site.request(new URL(location, "http://localhost").toString(), init);
  return { first, final };
}

/** Starts the built site before this file's tests and closes it after them; call the result inside a test. */
export function useBuiltSite(options: SiteOptions = {}): () => SecuritySite {
  let site: SecuritySite | undefined;
  beforeAll(async () => {
    site = await startSecuritySite(options);
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error("the built site has not started");
    return site;
  };
}
