/**
 * Every kind of response carries the security headers, HTML carries a CSP
 * whose script hashes are exactly its own inline scripts (no 'unsafe-inline'),
 * HSTS only when configured, and /api/ is rate limited per client.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BUILD_DIR, startSecuritySite, type SecuritySite } from "./helpers/app";
import { scriptSurface } from "./helpers/html";

assertBuilt();

let site: SecuritySite;
let hstsSite: SecuritySite;
beforeAll(async () => {
  site = await startSecuritySite();
  hstsSite = await startSecuritySite({ env: { HSTS: "true" } });
});
afterAll(async () => {
  await site?.close();
  await hstsSite?.close();
});

const asset = (ext: string) => {
  const name = readdirSync(path.join(BUILD_DIR, "client/assets")).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`no ${ext} asset in the build`);
  return `/assets/${name}`;
};

/** One request of every kind the site answers. */
function responseKinds(): [string, string, RequestInit?][] {
  return [
    ["prerendered page", "/"],
    ["prerendered page, brotli", "/cities/omaha/", { headers: { "accept-encoding": "br" } }],
    ["prerendered page, 304", "/about/", { headers: { "if-none-match": "*" } }],
    ["server-rendered 404", "/no-such-page/"],
    ["server-rendered 404, gzip", "/cities/not-a-real-town/", { headers: { "accept-encoding": "gzip" } }],
    ["data request", "/about.data"],
    ["API JSON", "/api/health"],
    ["API 400", "/api/products?category=nope"],
    ["API 404", "/api/nope"],
    ["admin 401", "/api/admin/cache"],
    ["script asset", asset(".js")],
    ["style asset", asset(".css")],
    ["favicon", "/favicon.svg"],
    ["sitemap", "/sitemap.xml"],
    ["rss", "/rss.xml"],
    ["robots", "/robots.txt"],
    ["redirect", "/about"],
    ["405", "/", { method: "PUT" }],
    ["HEAD", "/contact/", { method: "HEAD" }],
  ];
}

async function bodyOf(response: Response): Promise<string> {
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  return raw.toString("utf8");
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("security headers", () => {
  it.each(responseKinds())("%s (%s) carries nosniff, Referrer-Policy, Permissions-Policy, no X-Powered-By, no HSTS", async (_kind, target, init) => {
    const response = await site.request(target, init);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\).*geolocation=\(\)/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.has("x-powered-by")).toBe(false);
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  it.each(responseKinds())("%s (%s) carries HSTS when HSTS=true", async (_kind, target, init) => {
    const response = await hstsSite.request(target, init);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(response.headers.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(15_552_000);
  });
});

describe("Content-Security-Policy of HTML", () => {
  const documents = responseKinds().filter(([kind]) => /page|server-rendered/.test(kind) && !kind.includes("304"));

  it.each(documents)("%s (%s): strict policy whose hashes are exactly the document's inline scripts", async (_kind, target, init) => {
    const response = await site.request(target, init);
    const html = await bodyOf(response);
    const csp = response.headers.get("content-security-policy");
    expect(csp).toBeTruthy();
    const policy = directives(csp ?? "");
    const scriptSrc = policy.get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => /^(\*|https?:|data:|blob:)$/.test(source))).toEqual([]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    // Product pictures come from our own /img/: no partner host in the policy.
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    // Hashes computed here from a real HTML parse, independently of the server's own scan;
    // JSON-LD is data, never run, so it needs no hash.
    const inline = scriptSurface(html).runnableScripts.filter((script) => script.length > 0);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    expect(new Set(hashes)).toEqual(new Set(inline.map(sha256)));
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("asks browsers to upgrade insecure requests when HSTS is on", async () => {
    const response = await hstsSite.request("/");
    expect(directives(response.headers.get("content-security-policy") ?? "").has("upgrade-insecure-requests")).toBe(true);
  });

  it("JSON, assets and feeds carry no HTML policy, and are never sniffed as HTML", async () => {
    for (const target of ["/api/health", asset(".js"), "/sitemap.xml", "/robots.txt"]) {
      const response = await site.request(target);
      expect(response.headers.get("content-type") ?? "").not.toMatch(/^text\/html/);
    }
  });
});

describe("rate limiting of /api/", () => {
  let limited: SecuritySite;
  let proxied: SecuritySite;
  beforeAll(async () => {
    limited = await startSecuritySite({ env: { RATE_LIMIT_PER_MINUTE: "5" } });
    proxied = await startSecuritySite({ env: { RATE_LIMIT_PER_MINUTE: "5", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await limited?.close();
    await proxied?.close();
  });

  it("sends RateLimit headers and a 429 with JSON once a client passes the limit; pages are not limited", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await limited.request("/api/health", { headers: { "x-forwarded-for": `203.0.113.${index}` } });
      statuses.push(response.status);
      expect(response.headers.get("ratelimit-limit")).toBe("5");
      expect(response.headers.get("ratelimit-remaining")).toBe(String(Math.max(0, 4 - index)));
      if (response.status === 429) {
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(((await response.json()) as { error: string }).error).toMatch(/rate limit/i);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    // X-Forwarded-For is not trusted by default, so six addresses were one client.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await limited.request("/about/")).status).toBe(200);
  });

  it("counts each X-Forwarded-For client apart only when TRUST_PROXY is set, by the entry our proxy appended", async () => {
    for (let index = 0; index < 5; index += 1) expect((await proxied.request("/api/health", { headers: { "x-forwarded-for": "203.0.113.7" } })).status).toBe(200);
    // The client writes the left of the header; the one trusted proxy appends the real address on the right.
    expect((await proxied.request("/api/health", { headers: { "x-forwarded-for": "10.0.0.1, 203.0.113.7" } })).status).toBe(429);
    expect((await proxied.request("/api/health", { headers: { "x-forwarded-for": "203.0.113.8" } })).status).toBe(200);
  });
});
