/** Ports and settings shared by the e2e build, the servers Playwright starts, and the specs. */
export const E2E = {
  // Overridable so two checkouts on one machine can run their suites side by side.
  sitePort: Number(process.env.E2E_SITE_PORT ?? 3100),
  simPort: Number(process.env.E2E_SIM_PORT ?? 4100),
  // The build the Playwright suite serves: scripts/test-all.sh builds it apart, so the vitest files
  // beside it can have a build of their own, on other ports (docs/decisions/0066).
  buildDir: process.env.E2E_BUILD_DIR ?? "build",
  affiliateId: "1234567890",
  sourceId: "nfd-e2e",
  adminToken: "e2e-admin-token-0123456789",
  database: "var/e2e.sqlite",
} as const;

export const SITE_URL = `http://127.0.0.1:${E2E.sitePort}`;
export const SIM_URL = `http://127.0.0.1:${E2E.simPort}`;

/** The environment the e2e build and server run with. */
export const e2eEnv = {
  PORT: String(E2E.sitePort),
  HOST: "127.0.0.1",
  SITE_URL,
  PARTNER_BASE_URL: SIM_URL,
  PARTNER_NAME: "FloristOne",
  AFFILIATE_ID: E2E.affiliateId,
  AFFILIATE_SOURCE_ID: E2E.sourceId,
  ADMIN_TOKEN: E2E.adminToken,
  // Never used by the direct crawler; present at build time so tests/security can prove it leaks nowhere.
  FIRECRAWL_API_KEY: "fc-e2e-secret-7d1f0c9a4b2e",
  // The crawler, said outright: with the API's key and password set and PARTNER_PROVIDER unset the API would be used.
  PARTNER_PROVIDER: "direct",
  // The partner API's credentials, likewise (used where a test picks PARTNER_PROVIDER=floristone-api).
  FLORISTONE_API_KEY: "fo-e2e-key-3c8e51d7",
  FLORISTONE_API_PASSWORD: "fo-e2e-password-9a0b62f4",
  // The partner link checker stays off in tests: its requests would show in the simulator's counts.
  PARTNER_LINK_CHECKS_PER_MINUTE: "0",
  // Every server a test starts counts a client's click share under one code, as instances given one secret do.
  CLICK_SHARE_SECRET: "e2e-click-share-secret-0123456789abcdef",
  // Likewise the secret that signs the links assistants are given (/go/, issue 51): set, as in production, so no start warns.
  MCP_LINK_SECRET: "e2e-mcp-link-secret-0123456789abcdef0",
  DATABASE_URL: E2E.database,
  PARTNER_TIMEOUT_MS: "3000",
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
};
