import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteConfig } from "#core/config/site";
import { productsResponseSchema } from "#core/products/schema";
import { TITLE_MAX } from "#core/products/safety";
import { adminRoutes } from "../../server/api/admin";
import { productsRoutes } from "../../server/api/products";
import { directFetcher } from "../../server/partner/direct";
import { apiCatalogue, floristoneApiFetcher } from "../../server/partner/floristone-api";
import { forgetRowsOutside, rowsOutside } from "../../server/page-cache/forget-rows";
import { getRow, upsertPage } from "../../server/page-cache/repository";
import { createPageCache, type PageCache } from "../../server/page-cache/service";
import { createPartnerApiClient, type PartnerApiClient } from "../../server/partner/client";
import { createPartnerDeliveryDates } from "../../server/partner/delivery-dates";
import { createProductsService, type ProductsService } from "../../server/products";
import { API_PATH, apiCategoryProducts, type ApiFault, DEFAULT_API_KEY, DEFAULT_API_PASSWORD, simDeliveryDates } from "../partner-sim/api";
import { NAMELESS_PRODUCT_TITLE } from "../partner-sim/catalog";
import type { PartnerSim } from "../partner-sim/server";
import { DAY, testClock } from "./helpers/clock";
import { DATABASE_KINDS, type TestDatabase } from "./helpers/databases";
import { closeSimAndDatabase, openSimAndDatabase } from "./helpers/sim-and-database";

const WRONG_PASSWORD = "not-the-password-5f2a";

/** A logger that keeps every line (message and fields) as text. */
function capturingLogger() {
  const lines: string[] = [];
  const write = (object: object, message?: string) => void lines.push(JSON.stringify({ ...object, msg: message }, (_key, value: unknown) => (value instanceof Error ? value.message : value)));
  return { lines, logger: { debug: write, info: write, warn: write, error: write } };
}

/** What the site shows of the API's products: the one named with a link label has no name, so it is left out. */
const named = <T extends { NAME: string }>(products: T[]) => products.filter((product) => product.NAME !== NAMELESS_PRODUCT_TITLE);
const isoOf = (us: string) => `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

describe.each(DATABASE_KINDS)("the partner API provider on $kind", ({ kind, skip }) => {
  let sim: PartnerSim;
  let database: TestDatabase;
  let site: SiteConfig;
  let clock: ReturnType<typeof testClock>;
  let logs: ReturnType<typeof capturingLogger>;
  let client: PartnerApiClient;
  let pageCache: PageCache;
  let app: Hono;
  let service: ProductsService;

  function wire(password = DEFAULT_API_PASSWORD) {
    logs = capturingLogger();
    client = createPartnerApiClient({ baseUrl: `${sim.url}${API_PATH}`, key: DEFAULT_API_KEY, password, timeoutMs: 1_500, maxBytes: 5_000_000, logger: logs.logger });
    const env = { PARTNER_BASE_URL: sim.url, PARTNER_TIMEOUT_MS: 1_500, PARTNER_MAX_BYTES: 5_000_000 } as const;
    pageCache = createPageCache({ db: database.db, provider: floristoneApiFetcher(client, directFetcher(env)), logger: logs.logger, now: clock.now, waitMs: 50, failureBackoffMs: 0 });
    const catalogue = apiCatalogue({ siteConfig: site, apiBaseUrl: client.baseUrl, productUrlTemplate: "/product/{code}/" });
    service = createProductsService({ pageCache, catalogue, siteConfig: site, logger: logs.logger, categoryDelayMs: 0 });
    app = new Hono().route("/api/products", productsRoutes({ products: service, logger: logs.logger }));
  }

  async function products(path: string) {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    return productsResponseSchema.parse(await response.json());
  }

  const birthdayUrl = () => `${sim.url}${API_PATH}/flowershop/getproducts?category=bd&count=24&start=1`;

  async function fault(name: ApiFault, path = "/api/products?category=birthday-flowers") {
    sim.setApiFault(name);
    const started = performance.now();
    const body = await products(path);
    return { body, ms: performance.now() - started };
  }

  beforeAll(async () => {
    if (skip) return;
    ({ sim, database, site } = await openSimAndDatabase(kind));
  });
  afterAll(async () => {
    if (skip) return;
    await closeSimAndDatabase({ sim, database });
  });
  beforeEach(async () => {
    if (skip) return;
    clock = testClock();
    sim.setMode("ok");
    sim.setApiFault("none");
    sim.resetStats();
    await database.reset();
    wire();
  });
  afterEach(async () => {
    await pageCache?.close();
  });

  it.skipIf(skip)("shows a category's API products as tracked cards, cached under the API address without credentials", async () => {
    const body = await products("/api/products?category=birthday-flowers");
    const expected = named(apiCategoryProducts("bd", sim.url).slice(0, 24));
    expect(body.cacheStatus).toBe("fresh");
    expect(body.products).toEqual(
      expected.map((product) => ({
        title: product.NAME,
        price: `$${product.PRICE.toFixed(2)}`,
        image: product.LARGE,
        url: `${sim.url}/product/${product.CODE}/?source_id=aff&AffiliateID=1234567890`,
        code: product.CODE,
        description: product.DESCRIPTION.replace(/<[^>]*>/g, " ").replace(/\s+/g, " "),
        size: product.DIMENSION,
      })),
    );
    await products("/api/products?category=birthday-flowers");
    expect(sim.stats().byPath[`${API_PATH}/flowershop/getproducts`]).toBe(1);
    const rows = await pageCache.listRows();
    expect(rows.map((row) => row.url)).toEqual([birthdayUrl()]);
    const stored = await getRow(database.db, birthdayUrl());
    expect(stored?.body).toContain("PRODUCTS");
    expect(stored?.body).not.toContain(DEFAULT_API_PASSWORD);
    expect(client.status().state).toBe("ok");
  });

  it.skipIf(skip)("a row stored before cards held cents (as text, before 0009 too) shows the prices it always did (docs/decisions/0065)", async () => {
    // The store keeps the partner's answer, never a card: a row written by any earlier version is that same answer.
    const answer = JSON.stringify({ PRODUCTS: [{ CODE: "F1-509", NAME: "Sunny Smiles Bouquet", DESCRIPTION: "Yellow roses", PRICE: 59.95, SMALL: "/s.jpg", LARGE: "/l.jpg", DIMENSION: "14in" }, { CODE: "F1-510", NAME: "Tall Lilies", PRICE: "1234.5", LARGE: "/t.jpg" }] });
    await upsertPage(database.db, birthdayUrl(), answer, clock.now());
    await database.db.updateTable("page_cache").set({ body: answer, body_packed: null }).where("url", "=", birthdayUrl()).execute();
    const body = await products("/api/products?category=birthday-flowers");
    expect(sim.stats().byPath[`${API_PATH}/flowershop/getproducts`] ?? 0).toBe(0);
    expect(body.products.map((product) => product.price)).toEqual(["$59.95", "$1,234.50"]);
    expect((await service.get({ kind: "category", slug: "birthday-flowers" }))?.products.map((card) => card.priceCents)).toEqual([59_95, 1_234_50]);
  });

  it.skipIf(skip)("fills the carousel from the best sellers, 20 of them", async () => {
    const body = await products("/api/products/featured");
    expect(body.products.map((product) => product.title)).toEqual(named(apiCategoryProducts("bs", sim.url).slice(0, 20)).map((product) => product.NAME));
  });

  it.skipIf(skip)("wrong credentials: no 5xx, one clear log line naming the cause, never the password", async () => {
    await pageCache.close();
    wire(WRONG_PASSWORD);
    const first = await products("/api/products?category=birthday-flowers");
    const second = await products("/api/products/featured");
    expect(first).toMatchObject({ products: [], cacheStatus: "unavailable", error: "Failed to fetch products" });
    expect(second.cacheStatus).toBe("unavailable");
    const clear = logs.lines.filter((line) => line.includes('"msg":"partner API rejected the credentials'));
    expect(clear).toHaveLength(1);
    expect(clear[0]).toContain("FLORISTONE_API_PASSWORD");
    expect(logs.lines.join("\n")).not.toContain(WRONG_PASSWORD);
    expect(client.status()).toMatchObject({ state: "credentials_rejected", detail: "partner API rejected the credentials (HTTP 403)" });
    expect((await pageCache.listRows())[0]?.lastError).toContain("partner API rejected the credentials");
  });

  it.skipIf(skip).each(["forbidden", "error500", "truncated", "huge", "deep"] as const)("'%s' on a cold cache: status unavailable, not a 5xx, quickly", async (name) => {
    const { body, ms } = await fault(name);
    expect(body).toMatchObject({ products: [], cacheStatus: "unavailable", error: "Failed to fetch products" });
    expect(ms).toBeLessThan(5_000);
    expect(client.status().state).toBe(name === "forbidden" ? "credentials_rejected" : "failing");
  });

  it.skipIf(skip).each(["error500", "truncated", "huge", "deep", "forbidden"] as const)("'%s' on a warm cache: the last good answer stays served", async (name) => {
    const good = await products("/api/products?category=birthday-flowers");
    clock.advance(4 * DAY);
    const { body } = await fault(name);
    expect(body.cacheStatus).toBe("stale_but_acceptable");
    expect(body.products).toEqual(good.products);
    await pageCache.drain();
    const stored = await getRow(database.db, birthdayUrl());
    expect(JSON.parse(stored?.body ?? "")).toHaveProperty("PRODUCTS");
    expect((await pageCache.listRows())[0]?.lastError).toBeTruthy();
  });

  it.skipIf(skip)("huge fields are capped; a link or image over the length limit is not passed on", async () => {
    const { body } = await fault("huge-fields");
    expect(body.products).toHaveLength(named(apiCategoryProducts("bd", sim.url).slice(0, 24)).length);
    for (const product of body.products) {
      expect(product.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(product.image.length).toBeLessThan(2_048);
    }
    expect(body.products[0]?.title.startsWith("Enormous Bouquet")).toBe(true);
    // The oversized LARGE address is dropped for SMALL, which carries no query.
    expect(body.products[0]?.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/small\/[^?]+_t1\.jpg$/);
  });

  it.skipIf(skip)("products with non-numeric or absurd prices are left out", async () => {
    const { body } = await fault("bad-prices");
    const expected = named(apiCategoryProducts("bd", sim.url).slice(0, 24).filter((_product, index) => index % 2 === 1));
    expect(body.products.map((product) => product.title)).toEqual(expected.map((product) => product.NAME));
    expect(body.products.every((product) => /^\$\d+\.\d{2}$/.test(product.price ?? ""))).toBe(true);
  });

  it.skipIf(skip)("delivery dates: the partner's days for a ZIP, ascending, rejected on any failure", async () => {
    const dates = createPartnerDeliveryDates(client);
    const expected = simDeliveryDates().map(isoOf);
    expect(await dates("68102")).toEqual(expected);
    await expect(dates("6810")).rejects.toThrow();
    for (const name of ["forbidden", "error500", "truncated", "huge", "deep"] as const) {
      sim.setApiFault(name);
      await expect(dates("68102"), name).rejects.toThrow("Failed to fetch products");
    }
    sim.setApiFault("none");
    const wrong = createPartnerApiClient({ baseUrl: client.baseUrl, key: DEFAULT_API_KEY, password: WRONG_PASSWORD, timeoutMs: 1_000, maxBytes: 1_000_000, logger: logs.logger });
    await expect(createPartnerDeliveryDates(wrong)("68102")).rejects.toMatchObject({ detail: "partner API rejected the credentials (HTTP 403)" });
  });

  it.skipIf(skip)("after switching provider, the admin lists the crawler's rows as unused and forgets them", async () => {
    await upsertPage(database.db, `${sim.url}/birthday-flowers/`, "<html></html>", clock.now());
    await products("/api/products/featured");
    const partner = {
      status: async () => ({ provider: "floristone-api" as const, api: client.status(), linkChecksPerMinute: 0, links: [], unusedCacheUrls: await rowsOutside(database.db, service.usedUrls()), codes: service.codesInUse() }),
      forgetUnused: () => forgetRowsOutside(database.db, service.usedUrls()),
    };
    const admin = adminRoutes({ pageCache, db: database.db, adminToken: "admin-token-0123456789abcdef", partner });
    const headers = { authorization: "Bearer admin-token-0123456789abcdef" };
    const status = (await (await admin.request("/partner", { headers })).json()) as { unusedCacheUrls: string[]; api: { state: string } };
    expect(status.unusedCacheUrls).toEqual([`${sim.url}/birthday-flowers/`]);
    expect(status.api.state).toBe("ok");
    expect((await admin.request("/cache/forget-unused", { method: "POST" })).status).toBe(401);
    const forgotten = await admin.request("/cache/forget-unused", { method: "POST", headers });
    expect(await forgotten.json()).toEqual({ forgotten: [`${sim.url}/birthday-flowers/`] });
    expect((await pageCache.listRows()).map((row) => row.url)).toEqual([`${sim.url}${API_PATH}/flowershop/getproducts?category=bs&count=20&start=1`]);
  });

  it.skipIf(skip)("a slow API times out instead of holding the request", async () => {
    sim.setMode("ok", { slowMs: 5_000 });
    const { body, ms } = await fault("slow");
    expect(body.cacheStatus).toBe("unavailable");
    expect(ms).toBeLessThan(4_000);
  });
});
