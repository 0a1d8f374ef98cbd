import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium";
import { e2eEnv, E2E, SITE_URL, SIM_URL } from "./tests/e2e/env";


export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous for a loaded machine (the suite runs beside builds on two cores): waits are on
  // state, so a quiet machine passes as fast as before.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: SITE_URL,
    trace: "retain-on-failure",
    // Debian's Chromium: a test tool's own browser download is not possible on our machines.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx tests/partner-sim/cli.ts --port ${E2E.simPort}`,
      url: `${SIM_URL}/__sim/stats`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The site must already be built with the same environment (scripts/test-all.sh does it).
      command: `rm -f ${E2E.database}* && node ${E2E.buildDir}/node/server.js`,
      url: `${SITE_URL}/api/health`,
      env: e2eEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
