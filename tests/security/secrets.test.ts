/**
 * No configured secret (ADMIN_TOKEN, FIRECRAWL_API_KEY, FLORISTONE_API_KEY,
 * FLORISTONE_API_PASSWORD) appears in the build
 * output, in any response or in any log line, even while the key is in use
 * and crawls fail; admin routes need the exact token and vanish without one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "#core/config/env";
import { E2E } from "../e2e/env";
import { assertBuilt, BUILD_DIR, SECRETS, startSecuritySite, type SecuritySite } from "./helpers/app";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe("build output", () => {
  it("was built with the e2e settings, so the secrets were set at build time", () => {
    assertBuilt();
    const home = readFileSync(path.join(BUILD_DIR, "client/about/index.html"), "utf8");
    expect(home).toContain(`AffiliateID=${E2E.affiliateId}`);
    expect(SECRETS.firecrawlKey).toBeTruthy();
  });

  it("holds neither the admin token nor the Firecrawl key in any file (client, server, node bundle, source maps)", () => {
    const files = ["client", "server", "node"].flatMap((part) => filesUnder(path.join(BUILD_DIR, part)));
    // The prerendered pages, hashed assets, server chunks and node bundle: a floor, so an empty build cannot pass.
    expect(files.length).toBeGreaterThan(40);
    for (const part of ["server/entry.mjs", "node/server.js", "client/about/index.html"]) expect(files).toContain(path.join(BUILD_DIR, part));
    const leaks: string[] = [];
    for (const file of files) {
      const content = readFileSync(file);
      for (const [name, secret] of Object.entries(SECRETS)) {
        if (content.includes(secret) || content.includes(Buffer.from(secret).toString("base64"))) leaks.push(`${name} in ${path.relative(BUILD_DIR, file)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe("configuration errors", () => {
  it("name a bad secret without printing its value", () => {
    const attempt = () => parseEnv({ ADMIN_TOKEN: "short-secret", PARTNER_PROVIDER: "bogus" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).toContain("ADMIN_TOKEN");
      expect((error as Error).message).not.toContain("short-secret");
    }
  });
});

describe("logs and responses while the key is used and crawls fail", () => {
  let site: SecuritySite;
  let refused: SecuritySite;
  beforeAll(async () => {
    // The stand-in's job needs one poll (1 s) before it reports.
    const env = { PARTNER_PROVIDER: "firecrawl", PARTNER_TIMEOUT_MS: "5000" };
    site = await startSecuritySite({ env });
    // The crawl API refuses this process's key: the failure path must not print it either.
    refused = await startSecuritySite({ env, firecrawlKey: "some-other-key" });
  });
  afterAll(async () => {
    await site?.close();
    await refused?.close();
  });

  it("crawls through Firecrawl with the key, fails in every fault mode, and no log line or body holds a secret", async () => {
    const bodies: string[] = [];
    const get = async (target: SecuritySite, url: string, headers: Record<string, string> = {}) => {
      const response = await target.request(url, { headers });
      const text = await response.text();
      bodies.push(`${JSON.stringify([...response.headers])} ${text}`);
      return { status: response.status, text };
    };
    /** A partner failure: the spec's crawl error, as 502 or as 200 'unavailable' with no products. */
    const failed = ({ status, text }: { status: number; text: string }) =>
      (status === 502 || status === 200) && /"error":"Failed to crawl website/.test(text) && !/"title"/.test(text);
    // Products once read: on a busy machine the first read can run out of time, and is read again a minute later.
    let first = await get(site, "/api/products?category=birthday-flowers");
    for (let attempt = 0; attempt < 150 && !first.text.includes('"title"'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      first = await get(site, "/api/products?category=birthday-flowers");
    }
    expect(first.text).toContain('"title"');
    expect(site.sim.firecrawlRequests().length).toBeGreaterThan(0);
    const faults = ["error500", "rate429", "down", "redirect-offsite", "invalid-html"] as const;
    for (const [index, mode] of faults.entries()) {
      site.sim.setMode(mode);
      const slug = ["anniversary", "new-baby", "graduation", "get-well-soon", "just-because"][index] as string;
      expect(failed(await get(site, `/api/products?category=${slug}`)), mode).toBe(true);
    }
    site.sim.setMode("ok");
    expect(failed(await get(refused, "/api/products?category=birthday-flowers"))).toBe(true);
    const bearer = { authorization: `Bearer ${SECRETS.adminToken}` };
    expect((await get(site, "/api/admin/cache", bearer)).status).toBe(200);
    expect((await get(site, "/api/admin/operations?limit=50", bearer)).status).toBe(200);
    expect((await get(site, "/api/admin/cache", { authorization: `Bearer ${SECRETS.adminToken}-wrong` })).status).toBe(401);
    expect((await get(site, `/api/admin/cache?token=${SECRETS.adminToken}`)).status).toBe(401);

    const logs = [...site.logs, ...refused.logs];
    expect(logs.some((line) => line.includes("crawl failed"))).toBe(true);
    for (const secret of Object.values(SECRETS)) {
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
    }
  });
});

describe("logs and responses while the partner API credentials are used and calls fail", () => {
  let site: SecuritySite;
  let refused: SecuritySite;
  beforeAll(async () => {
    const env = { PARTNER_PROVIDER: "floristone-api" };
    site = await startSecuritySite({ env });
    // The partner API refuses this process's password (403 HTML): the failure path must not print it either.
    refused = await startSecuritySite({ env, sim: { apiPassword: "another-password" } });
  });
  afterAll(async () => {
    await site?.close();
    await refused?.close();
  });

  it("reads products with Basic auth, fails in every fault, and no log line or body holds a credential or its Basic header", async () => {
    const bodies: string[] = [];
    const get = async (target: SecuritySite, url: string, headers: Record<string, string> = {}) => {
      const response = await target.request(url, { headers });
      const text = await response.text();
      bodies.push(`${JSON.stringify([...response.headers])} ${text}`);
      return { status: response.status, text };
    };
    const failed = ({ status, text }: { status: number; text: string }) => status === 200 && /"cacheStatus":"unavailable"/.test(text) && !/"title"/.test(text);
    // Products once read: on a busy machine the first read can run out of time, and is read again a minute later.
    let first = await get(site, "/api/products?category=birthday-flowers");
    for (let attempt = 0; attempt < 150 && !first.text.includes('"title"'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      first = await get(site, "/api/products?category=birthday-flowers");
    }
    expect(first.text).toContain('"title"');
    const faults = ["error500", "truncated", "huge", "deep", "forbidden"] as const;
    for (const [index, fault] of faults.entries()) {
      site.sim.setApiFault(fault);
      const slug = ["anniversary", "new-baby", "get-well-soon", "valentines-day", "sympathy-funeral"][index] as string;
      expect(failed(await get(site, `/api/products?category=${slug}`)), fault).toBe(true);
    }
    site.sim.setApiFault("none");
    expect(failed(await get(refused, "/api/products?category=birthday-flowers"))).toBe(true);
    expect(refused.logs.some((line) => line.includes("partner API rejected the credentials"))).toBe(true);
    const bearer = { authorization: `Bearer ${SECRETS.adminToken}` };
    expect((await get(refused, "/api/admin/partner", bearer)).text).toContain("partner API rejected the credentials");
    for (const page of ["/", "/categories/birthday-flowers/", "/cities/omaha/"]) await get(site, page);

    const logs = [...site.logs, ...refused.logs];
    const basic = Buffer.from(`${SECRETS.floristoneKey}:${SECRETS.floristonePassword}`).toString("base64");
    for (const secret of [...Object.values(SECRETS), basic]) {
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
    }
  });
});

describe("admin routes", () => {
  let withToken: SecuritySite;
  let withoutToken: SecuritySite;
  beforeAll(async () => {
    withToken = await startSecuritySite();
    withoutToken = await startSecuritySite({ env: { ADMIN_TOKEN: "" } });
  });
  afterAll(async () => {
    await withToken?.close();
    await withoutToken?.close();
  });

  it("answer 401 with JSON and no-store without the exact bearer token, 200 with it", async () => {
    for (const authorization of [undefined, "", "Bearer", `Basic ${SECRETS.adminToken}`, `Bearer ${SECRETS.adminToken.toUpperCase()}`, `Bearer ${SECRETS.adminToken} extra`]) {
      const response = await withToken.request("/api/admin/cache", { headers: authorization === undefined ? {} : { authorization } });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
    const ok = await withToken.request("/api/admin/cache", { headers: { authorization: `bearer ${SECRETS.adminToken}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
  });

  it("are absent (404) when ADMIN_TOKEN is unset, whatever is sent", async () => {
    for (const target of ["/api/admin/cache", "/api/admin/operations", "/api/admin/"]) {
      const response = await withoutToken.request(target, { headers: { authorization: `Bearer ${SECRETS.adminToken}` } });
      expect(response.status).toBe(404);
    }
    const refresh = await withoutToken.request("/api/admin/cache/refresh", { method: "POST", body: "{}", headers: { authorization: "Bearer " } });
    expect(refresh.status).toBe(404);
  });
});
