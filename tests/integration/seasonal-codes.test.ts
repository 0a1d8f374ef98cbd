/**
 * Mother's Day and Valentine's Day ask the partner's holiday codes (md, vd); off season
 * (an empty list or an error) the stand-in list is shown and the products service says
 * which was used, for /admin/ (issue 29). On every dialect.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteConfig } from "#core/config/site";
import { createPageCache, type PageCache } from "../../server/page-cache/service";
import { createPartnerApiClient } from "../../server/partner/client";
import { directFetcher } from "../../server/partner/direct";
import { apiCatalogue, floristoneApiFetcher } from "../../server/partner/floristone-api";
import { createProductsService, type ProductsService } from "../../server/products";
import { API_PATH, apiCategoryProducts, DEFAULT_API_KEY, DEFAULT_API_PASSWORD } from "../partner-sim/api";
import { NAMELESS_PRODUCT_TITLE } from "../partner-sim/catalog";
import type { Season } from "../partner-sim/codes";
import type { PartnerSim } from "../partner-sim/server";
import { testClock } from "./helpers/clock";
import { DATABASE_KINDS, type TestDatabase } from "./helpers/databases";
import { closeSimAndDatabase, openSimAndDatabase } from "./helpers/sim-and-database";

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const titles = (code: string, origin: string) => apiCategoryProducts(code, origin).slice(0, 24).map((product) => product.NAME).filter((name) => name !== NAMELESS_PRODUCT_TITLE);

describe.each(DATABASE_KINDS)("seasonal codes on $kind", ({ kind, skip }) => {
  let sim: PartnerSim;
  let database: TestDatabase;
  let site: SiteConfig;
  let pageCache: PageCache;
  let service: ProductsService;

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
    await database.reset();
    const client = createPartnerApiClient({ baseUrl: `${sim.url}${API_PATH}`, key: DEFAULT_API_KEY, password: DEFAULT_API_PASSWORD, timeoutMs: 1_500, maxBytes: 5_000_000, logger: silent });
    const provider = floristoneApiFetcher(client, directFetcher({ PARTNER_BASE_URL: sim.url, PARTNER_TIMEOUT_MS: 1_500, PARTNER_MAX_BYTES: 5_000_000 }));
    pageCache = createPageCache({ db: database.db, provider, logger: silent, now: testClock().now, waitMs: 1_000, failureBackoffMs: 0 });
    service = createProductsService({ pageCache, siteConfig: site, logger: silent, categoryDelayMs: 0, catalogue: apiCatalogue({ siteConfig: site, apiBaseUrl: client.baseUrl, productUrlTemplate: "/product/{code}/" }) });
  });
  afterEach(async () => {
    sim?.setSeason("in");
    await pageCache?.close();
  });

  it.skipIf(skip)("in season Mother's Day lists the md products and Valentine's Day the vd ones", async () => {
    const mothers = await service.get({ kind: "category", slug: "mothers-day" });
    expect(mothers?.products.map((product) => product.title)).toEqual(titles("md", sim.url));
    const valentines = await service.get({ kind: "category", slug: "valentines-day" });
    expect(valentines?.products.map((product) => product.title)).toEqual(titles("vd", sim.url));
    expect(service.codesInUse().map(({ slug, asked, used, why }) => ({ slug, asked, used, why }))).toEqual([
      { slug: "mothers-day", asked: "md", used: "md", why: "answered" },
      { slug: "valentines-day", asked: "vd", used: "vd", why: "answered" },
    ]);
  });

  for (const [season, why] of [["empty", "empty"], ["error", "failed"]] as const satisfies [Season, string][]) {
    it.skipIf(skip)(`off season (${season}) the stand-in lists are shown and said to be`, async () => {
      sim.setSeason(season);
      const mothers = await service.get({ kind: "category", slug: "mothers-day" });
      expect(mothers?.products.map((product) => product.title)).toEqual(titles("bs", sim.url));
      const valentines = await service.get({ kind: "category", slug: "valentines-day" });
      expect(valentines?.products.map((product) => product.title)).toEqual(titles("lr", sim.url));
      expect(service.codesInUse().find((row) => row.slug === "mothers-day")).toMatchObject({ asked: "md", used: "bs", why });
      // A list without a seasonal code is as it was.
      expect((await service.get({ kind: "category", slug: "birthday-flowers" }))?.products.map((product) => product.title)).toEqual(titles("bd", sim.url));
    });
  }
});
