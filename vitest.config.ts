import { defineConfig } from "vitest/config";
import { TIMED_TEST_FILES } from "./tests/timed-files.ts";

// What astro.config.ts defines from the environment at build time, fixed for unit tests.
const TEST_SITE_CONFIG = {
  siteUrl: "https://example.test",
  partnerBaseUrl: "https://partner.test",
  partnerName: "Partner",
  affiliateSourceId: "src",
  affiliateId: "1234567890",
  contactEmail: "info@example.test",
  partnerCtaUrl: "https://partner.test/",
};

const ALL_TEST_FILES = [
  "core/**/*.test.ts",
  "server/**/*.test.ts",
  "app/**/*.test.{ts,tsx}",
  "tests/integration/**/*.test.ts",
  "tests/security/**/*.test.ts",
  "tests/audit/**/*.test.ts",
  "tests/smoke/**/*.test.ts",
  "tests/fixtures/**/*.test.ts",
  "scripts/**/*.test.ts",
];

/**
 * VITEST_GROUP splits the run (scripts/test-all.sh, docs/decisions/0057):
 * - "shared": every file but the timed ones, two at a time (one per core). Each file has its own
 *   process, temp SQLite files, PostgreSQL schema and free ports, so files do not race.
 * - "timed": the files that measure a latency or a process's memory under load, one at a time
 *   after the rest, so no other test file shares the machine with their figures.
 * Unset: every file, one at a time (an engineer's `npx vitest run <file>`).
 */
const group = process.env.VITEST_GROUP;
if (group !== undefined && group !== "shared" && group !== "timed") throw new Error(`VITEST_GROUP must be "shared" or "timed", not "${group}"`);

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(TEST_SITE_CONFIG) },
  test: {
    include: group === "timed" ? [...TIMED_TEST_FILES] : ALL_TEST_FILES,
    exclude: group === "shared" ? ["**/node_modules/**", ...TIMED_TEST_FILES] : ["**/node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup/every-test-asserts.ts"],
    // One folder per run for the one walk of the sitemap the audits share (docs/decisions/0061); no walk until an audit asks.
    globalSetup: ["tests/setup/site-pages-folder.ts"],
    // Hang guards, not speed checks: a test that is slow only because the machine is busy must
    // still pass (issue 48). Speed is measured by `npm run bench` and by the timed files' own figures.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: group === "shared",
    maxWorkers: group === "shared" ? 2 : 1,
  },
});
