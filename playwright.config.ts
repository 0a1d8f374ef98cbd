import { defineConfig, devices } from "@playwright/test";
import { e2eEnv, E2E, SITE_URL, SIM_URL } from "./tests/e2e/env";

// Debian's Chromium: a test tool's own browser download is not possible on our machines.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: SITE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx tests/partner-sim/cli.ts --port ${E2E.simPort}`,
      url: `${SIM_URL}/__sim/stats`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The site must already be built with the same environment (scripts/test-all.sh does it).
      command: `rm -f ${E2E.database}* && node build/node/server.js`,
      url: `${SITE_URL}/api/health`,
      env: e2eEnv,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
