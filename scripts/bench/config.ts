/** Ports, paths and settings of one `npm run bench` run. Own ports, so it can run beside dev and e2e servers. */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS_DIR = path.join(ROOT, "bench-results");
/**
 * The bench builds in a private copy of the sources, so a build running in the work tree cannot swap
 * files under the measurement. Outside the repository: Tailwind skips git-ignored folders when it scans.
 */
export const BUILD_ROOT = process.env.BENCH_BUILD_ROOT ?? path.join(os.tmpdir(), "nfd-bench-build");
export const LOG_DIR = path.join(RESULTS_DIR, "logs");

/**
 * BENCH_PORT_BASE moves every port of the run (site = base, plain +1, sim +2, nginx +3/+4),
 * for a machine where 3600 and 4600 are taken; unset, the usual ports.
 */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || undefined;
export const PORTS = PORT_BASE
  ? { site: PORT_BASE, plain: PORT_BASE + 1, sim: PORT_BASE + 2, proxy: PORT_BASE + 3, proxyHttp: PORT_BASE + 4 }
  : { site: 3600, sim: 4600, plain: 3601, proxy: 3643, proxyHttp: 3644 };
export const SITE = `http://127.0.0.1:${PORTS.site}`;
export const SIM = `http://127.0.0.1:${PORTS.sim}`;
export const PLAIN = `http://127.0.0.1:${PORTS.plain}`;
/** nginx in front of the site (deploy/run-proxy.sh): TLS + HTTP/2, assets from disk. */
export const PROXY = `https://127.0.0.1:${PORTS.proxy}`;

/** Very high, so the throughput and load runs measure the server rather than the limiter (production default: 600). */
export const RATE_LIMIT_PER_MINUTE = 100_000_000;
export const DATABASE = "var/bench.sqlite";

/** The environment the bench build and server run with (the build bakes partner links into the pages). */
export const benchEnv: Record<string, string> = {
  PORT: String(PORTS.site),
  HOST: "127.0.0.1",
  SITE_URL: SITE,
  PARTNER_BASE_URL: SIM,
  PARTNER_NAME: "FloristOne",
  AFFILIATE_ID: "1234567890",
  AFFILIATE_SOURCE_ID: "nfd-bench",
  DATABASE_URL: DATABASE,
  PARTNER_TIMEOUT_MS: "3000",
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
};

export const LIGHTHOUSE_PAGES = ["/", "/cities/", "/cities/omaha/", "/categories/birthday-flowers/"] as const;
export const LIGHTHOUSE_RUNS = 3;

/** page: a prerendered file; rendered: a page rendered on demand and then served from memory (docs/decisions/0008). */
export const THROUGHPUT = { connections: 50, seconds: 10, page: "/cities/", rendered: "/cities/omaha/", api: "/api/products/featured" } as const;
/** The file the plain baseline serves: the prerendered page the site serves for THROUGHPUT.page. */
export const PLAIN_FILE = path.join(BUILD_ROOT, "build/client/cities/index.html");

export const COLD = { requests: 500, category: "graduation", partnerPath: "/graduation-flowers/" } as const;

/** Two instances on one PostgreSQL behind a round-robin proxy (README "Deploy and scale"). */
export const SCALE = {
  ports: [3610, 3611],
  proxyPort: 3612,
  postgres: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432",
  database: "nfd_bench_scale",
  stampede: 500,
  category: "sympathy-funeral",
  partnerPath: "/funeral-flowers/",
} as const;

export const LOAD = {
  connections: 200,
  seconds: positiveNumber(process.env.BENCH_LOAD_SECONDS, 30),
  /** How the partner fails during the load run: 'error500' answers 500, 'down' drops every connection. */
  partnerMode: process.env.BENCH_LOAD_PARTNER_MODE === "down" ? "down" : "error500",
} as const;

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
