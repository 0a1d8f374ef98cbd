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
  "tests/helpers/**/*.test.ts",
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
/**
 * Module tests (core/ and app/: pure rules and components rendered to HTML) share their worker's
 * loaded modules in the shared group: each file no longer pays a fresh import of React, zod and
 * the town tables (issue 48). Files that mock modules, stub globals or the environment, or fake
 * timers keep a fresh worker, as does everything under server/, tests/ and scripts/.
 */
const MODULE_TEST_FILES = ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}"];
const NEEDS_FRESH_MODULES = [
  "app/components/delivery/delivery-island-partner-calendar.test.tsx",
  "app/components/delivery/delivery-spanish.test.tsx",
  "app/components/static/contact-form.test.tsx",
  "app/components/search/search-data.test.ts",
  "app/components/search/city-search-spanish.test.tsx",
  "app/components/home/english-unchanged.test.tsx",
  "app/components/occasions/occasion-notice-partner-calendar.test.tsx",
];

const group = process.env.VITEST_GROUP;
if (group !== undefined && group !== "shared" && group !== "timed") throw new Error(`VITEST_GROUP must be "shared" or "timed", not "${group}"`);

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(TEST_SITE_CONFIG) },
  test: {
    // The shared group's files are its two projects' (below): a project's lists add to these.
    include: group === "timed" ? [...TIMED_TEST_FILES] : group === "shared" ? [] : ALL_TEST_FILES,
    exclude: ["**/node_modules/**"],
    environment: "node",
    setupFiles: ["tests/setup/every-test-asserts.ts"],
    // One folder per run for the one walk of the sitemap the audits share (docs/decisions/0061); no walk until an audit asks.
    globalSetup: ["tests/setup/site-pages-folder.ts"],
    // Hang guards, not speed checks: a test that is slow only because the machine is busy must
    // still pass (issue 48). Speed is measured by `npm run bench` and by the timed files' own figures.
    // The hook guard covers the run's one walk of the sitemap (822 pages, tests/audit/helpers/site-snapshot.ts),
    // which took over 600 s beside Playwright and a build loop (load 22, issue 48).
    testTimeout: 300_000,
    hookTimeout: 1_200_000,
    fileParallelism: group === "shared",
    maxWorkers: group === "shared" ? 2 : 1,
    projects:
      group === "shared"
        ? [
            { extends: true, test: { name: "modules", include: MODULE_TEST_FILES, exclude: ["**/node_modules/**", ...NEEDS_FRESH_MODULES], isolate: false } },
            {
              extends: true,
              test: {
                name: "site",
                include: [...ALL_TEST_FILES.filter((pattern) => !MODULE_TEST_FILES.includes(pattern)), ...NEEDS_FRESH_MODULES],
                exclude: ["**/node_modules/**", ...TIMED_TEST_FILES],
              },
            },
          ]
        : undefined,
  },
});
