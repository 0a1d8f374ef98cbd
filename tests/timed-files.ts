/**
 * Test files that measure a latency (health or a page while something else happens) or a
 * process's memory growth. They run one at a time after the others (vitest.config.ts,
 * VITEST_GROUP=timed), so their figures are about the site, not about a neighbouring test file.
 */
export const TIMED_TEST_FILES = [
  "tests/integration/api.test.ts",
  "tests/integration/crawl.test.ts",
  "tests/integration/delivery-dates.test.ts",
  "tests/integration/indexnow.test.ts",
  "tests/integration/page-cache.test.ts",
  "tests/integration/partner-api.test.ts",
  "tests/security/answer-flood.test.ts",
  "tests/security/click-export.test.ts",
  "tests/security/database-silence.test.ts",
  "tests/security/flood-health.test.ts",
  "tests/security/flood.test.ts",
  "tests/security/hardening.test.ts",
  "tests/security/hostile-partner.test.ts",
  "tests/security/owner-reports-scale.test.ts",
  "tests/security/partner.test.ts",
  "tests/security/picture-wait.test.ts",
  "tests/security/shutdown-lock.test.ts",
  "tests/security/sqlite-faults.test.ts",
  "tests/security/view-flood.test.ts",
] as const;
