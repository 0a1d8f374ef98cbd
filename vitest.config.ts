import { defineConfig } from "vitest/config";

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

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(TEST_SITE_CONFIG) },
  test: {
    include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts", "tests/audit/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/every-test-asserts.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Integration tests share one PostgreSQL database; keep files from racing on it.
    fileParallelism: false,
  },
});
