import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productsResponseSchema } from "#core/products/schema";
import type { SiteConfig } from "#core/config/site";
import { adminRoutes } from "../../server/api/admin";
import { productsRoutes } from "../../server/api/products";
import { directFetcher } from "../../server/partner/direct";
import { createPageCache, type PageCache } from "../../server/page-cache/service";
import { pagesProductsService } from "../../server/products";
import { categoryProducts, MARKUP_TITLE, OFFSITE_PRODUCT_URL, SHARED_PRODUCT } from "../partner-sim/catalog";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { silentLogger, testClock } from "./helpers/clock";
import { openTestDatabase, type TestDatabase } from "./helpers/databases";

const ADMIN_TOKEN = "admin-token-0123456789abcdef";

let sim: PartnerSim;
let database: TestDatabase;
let pageCache: PageCache;
let app: Hono;
let config: SiteConfig;

beforeAll(async () => {
  sim = await startPartnerSim();
  database = await openTestDatabase("sqlite");
  config = {
    siteUrl: "http://localhost:3000",
    partnerBaseUrl: sim.url,
    partnerName: "FloristOne",
    affiliateSourceId: "aff",
    affiliateId: "1234567890",
    contactEmail: "info@example.com",
    partnerCtaUrl: sim.url,
  };
});
afterAll(async () => {
  await pageCache?.close();
  await database.cleanup();
  await sim.close();
});
beforeEach(async () => {
  await pageCache?.close();
  await database.reset();
  sim.setMode("ok");
  sim.resetStats();
  const provider = directFetcher({
    PARTNER_BASE_URL: sim.url,
    PARTNER_TIMEOUT_MS: 1_000,
    PARTNER_MAX_BYTES: 1_000_000,
  });
  pageCache = createPageCache({ db: database.db, provider, logger: silentLogger, now: testClock().now, waitMs: 50 });
  app = new Hono();
  app.route("/api/products", productsRoutes({ products: pagesProductsService({ pageCache, siteConfig: config, logger: silentLogger }), logger: silentLogger }));
  app.route("/api/admin", adminRoutes({ pageCache, db: database.db, adminToken: ADMIN_TOKEN }));
});

async function getJson(path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/products?category=", () => {
  it("answers 24 tracked partner products with the cache status", async () => {
    const { response, body } = await getJson("/api/products?category=birthday-flowers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=600");
    const parsed = productsResponseSchema.parse(body);
    expect(parsed.cacheStatus).toBe("fresh");
    expect(parsed.fetchedAt).toBe("2026-03-01T12:00:00.000Z");
    expect(parsed.products).toHaveLength(24);
    for (const product of parsed.products) {
      const url = new URL(product.url);
      expect(url.origin).toBe(sim.url);
      expect(url.searchParams.get("source_id")).toBe("aff");
      expect(url.searchParams.get("AffiliateID")).toBe("1234567890");
      expect(product.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    }
    expect(parsed.products[0]?.title).toBe(SHARED_PRODUCT.title);
    expect(parsed.products[7]?.title).toBe(MARKUP_TITLE);
    // The sku-style address keeps its own query beside the tracking.
    expect(new URL(parsed.products[1]?.url ?? "").searchParams.get("sku")).toMatch(/^F\d+$/);
    expect(JSON.stringify(body)).not.toMatch(/javascript:|data:/i);
  });

  it.each([
    ["missing", "/api/products"],
    ["empty", "/api/products?category="],
    ["unknown", "/api/products?category=roses"],
    ["a path", "/api/products?category=..%2F..%2Fetc%2Fpasswd"],
    ["markup", "/api/products?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a prototype key", "/api/products?category=__proto__"],
    ["an inherited name", "/api/products?category=constructor"],
    ["a URL", "/api/products?category=http%3A%2F%2F169.254.169.254%2F"],
    ["very long", `/api/products?category=${"a".repeat(5_000)}`],
  ])("answers 400 JSON for a %s category", async (_name, path) => {
    const { response, body } = await getJson(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body.error).toMatch(/category/);
    expect(JSON.stringify(body)).not.toContain("<script>");
    expect(sim.stats().total).toBe(0);
  });

  it("answers 200 with no products and the crawl error when nothing is cached and the partner fails", async () => {
    sim.setMode("error500");
    const { response, body } = await getJson("/api/products?category=anniversary");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ products: [], cacheStatus: "unavailable", fetchedAt: null, error: "Failed to crawl website" });
  });

  it("keeps serving a warm cache with the partner down", async () => {
    await getJson("/api/products?category=get-well-soon");
    sim.setMode("down");
    const { response, body } = await getJson("/api/products?category=get-well-soon");
    expect(response.status).toBe(200);
    expect((body.products as unknown[]).length).toBe(24);
  });
});

describe("GET /api/products/featured", () => {
  it("merges the three carousel pages round-robin, deduplicated, capped at 20, off-site links dropped", async () => {
    const started = performance.now();
    const { response, body } = await getJson("/api/products/featured");
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    const parsed = productsResponseSchema.parse(body);
    expect(parsed.products).toHaveLength(20);
    const paths = parsed.products.map((product) => {
      const url = new URL(product.url);
      url.searchParams.delete("source_id");
      url.searchParams.delete("AffiliateID");
      return `${url.pathname}${url.search}`;
    });
    const [birthday, anniversary, funeral] = ["/birthday-flowers/", "/anniversary-flowers/", "/funeral-flowers/"].map((path) =>
      categoryProducts(path).map((product) => product.href),
    );
    // The shared first product is taken once; then one from each page in turn.
    expect(paths.slice(0, 7)).toEqual([birthday?.[0], birthday?.[1], anniversary?.[1], funeral?.[1], birthday?.[2], anniversary?.[2], funeral?.[2]]);
    expect(new Set(paths).size).toBe(20);
    expect(paths.filter((path) => path.includes(SHARED_PRODUCT.slug))).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain(new URL(OFFSITE_PRODUCT_URL).host);
    // Each page crawled once, with 200 ms between the uncached crawls.
    expect(sim.stats().byPath).toMatchObject({ "/birthday-flowers/": 1, "/anniversary-flowers/": 1, "/funeral-flowers/": 1 });
    expect(elapsed).toBeGreaterThanOrEqual(390);

    const again = performance.now();
    await getJson("/api/products/featured");
    expect(performance.now() - again).toBeLessThan(390);
    expect(sim.stats().total).toBe(3);
  });

  it("serves the pages that work when one fails, and 'unavailable' when all fail", async () => {
    await getJson("/api/products?category=birthday-flowers");
    sim.setMode("error500");
    const partial = await getJson("/api/products/featured");
    expect(partial.response.status).toBe(200);
    const products = partial.body.products as { url: string }[];
    expect(products).toHaveLength(20);
    const birthday = categoryProducts("/birthday-flowers/").map((product) => product.href);
    expect(products.every((product) => birthday.some((href) => product.url.includes(href)))).toBe(true);

    await database.reset();
    await pageCache.close();
    const fresh = createPageCache({ db: database.db, provider: { name: "down", fetchAnswer: async () => Promise.reject(new Error("x")) }, logger: silentLogger });
    const failing = new Hono().route("/api/products", productsRoutes({ products: pagesProductsService({ pageCache: fresh, siteConfig: config, logger: silentLogger, categoryDelayMs: 0 }), logger: silentLogger }));
    const response = await failing.request("/api/products/featured");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ products: [], cacheStatus: "unavailable", fetchedAt: null, error: "Crawl failed" });
    await fresh.close();
  });
});

describe("/api/admin", () => {
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it.each([
    ["no header", {}],
    ["a wrong token", auth("admin-token-0123456789abcdeX")],
    ["a shorter token", auth("admin")],
    ["a longer token", auth(`${ADMIN_TOKEN}0`)],
    ["basic auth", { headers: { authorization: `Basic ${ADMIN_TOKEN}` } }],
    ["an empty bearer", { headers: { authorization: "Bearer " } }],
  ])("answers 401 JSON with %s", async (_name, init) => {
    for (const [method, path] of [["GET", "/api/admin/cache"], ["GET", "/api/admin/operations"], ["POST", "/api/admin/cache/refresh"]] as const) {
      const { response, body } = await getJson(path, { method, ...init });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(body).toEqual({ error: "Unauthorized" });
    }
  });

  it("lists rows and operations and force-refreshes a cached URL with the token", async () => {
    await getJson("/api/products?category=birthday-flowers");
    await pageCache.drain();
    const url = `${sim.url}/birthday-flowers/`;

    const cache = await getJson("/api/admin/cache", auth(ADMIN_TOKEN));
    expect(cache.response.status).toBe(200);
    expect(cache.response.headers.get("cache-control")).toBe("no-store");
    expect(cache.body.rows).toEqual([expect.objectContaining({ url, status: "fresh", locked: false, hitCount: 0 })]);
    expect(JSON.stringify(cache.body)).not.toContain("<html");

    const refresh = await getJson("/api/admin/cache/refresh", { method: "POST", ...auth(ADMIN_TOKEN), body: JSON.stringify({ url }) });
    expect(refresh.response.status).toBe(200);
    expect(refresh.body).toMatchObject({ url, cacheStatus: "fresh" });
    expect(sim.stats().byPath["/birthday-flowers/"]).toBe(2);
    await pageCache.drain();

    const operations = await getJson("/api/admin/operations?limit=5", auth(ADMIN_TOKEN));
    expect((operations.body.operations as { action: string }[]).map((op) => op.action)).toEqual(["force_refresh", "crawl"]);
  });

  it("answers 400 and 404 on bad admin input", async () => {
    const post = (body: string) => getJson("/api/admin/cache/refresh", { method: "POST", ...auth(ADMIN_TOKEN), body });
    expect((await post("not json")).response.status).toBe(400);
    expect((await post(JSON.stringify({ url: "javascript:alert(1)" }))).response.status).toBe(400);
    expect((await post(JSON.stringify({ url: `${sim.url}/never-cached/` }))).response.status).toBe(404);
    expect((await getJson("/api/admin/operations?limit=0", auth(ADMIN_TOKEN))).response.status).toBe(400);
    expect((await getJson("/api/admin/operations?limit=abc", auth(ADMIN_TOKEN))).response.status).toBe(400);
  });

  it("refuses to build without a token", () => {
    expect(() => adminRoutes({ pageCache, db: database.db, adminToken: "" })).toThrow();
  });
});
