/**
 * The built site in process with PARTNER_PROVIDER=floristone-api against the simulator:
 * category pages, the home carousel and /api/products show the API's products, in the
 * HTML and through the API; the admin sees the partner's side. The in-process harness
 * (tests/security/helpers/app.ts) runs exactly the production wiring without a second
 * build or server, so this needs no extra ports and runs with the other suites.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerStatusSchema } from "#core/admin/partner-status";
import { productsResponseSchema } from "#core/products/schema";
import { deliveryDatesResponseSchema } from "#core/delivery/dates-response";
import { apiCategoryProducts, simDeliveryDates } from "../partner-sim/api";
import { NAMELESS_PRODUCT_TITLE } from "../partner-sim/catalog";
import { SECRETS, startSecuritySite, type SecuritySite } from "../security/helpers/app";

const admin = { authorization: `Bearer ${SECRETS.adminToken}` };
let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0" } });
});
afterAll(async () => {
  await site?.close();
});

async function products(path: string) {
  const response = await site.request(path);
  expect(response.status).toBe(200);
  return productsResponseSchema.parse(await response.json());
}

/** The page once its products are cached (the first render does not wait for the partner). */
async function page(path: string): Promise<string> {
  const response = await site.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("the built site with the partner API provider", () => {
  it("shows a category's API products through /api/products and in the category page's HTML", async () => {
    // The API names one of the products asked for "View Product", a link label: no name to show, so it is left out.
    const expected = apiCategoryProducts("an", site.sim.url)
      .slice(0, 24)
      .filter((product) => product.NAME !== NAMELESS_PRODUCT_TITLE);
    const body = await products("/api/products?category=anniversary");
    expect(body.products.map((product) => product.title)).toEqual(expected.map((product) => product.NAME));
    expect(body.products[0]?.url).toBe(`${site.sim.url}/detail.cfm?dcode=${expected[0]?.CODE}&source_id=${site.env.AFFILIATE_SOURCE_ID}&AffiliateID=${site.env.AFFILIATE_ID}`);
    const html = await page("/categories/anniversary/");
    expect(html).not.toContain(NAMELESS_PRODUCT_TITLE);
    for (const product of expected.slice(0, 5)) {
      expect(html).toContain(escaped(product.NAME));
      expect(html).toContain(`/detail.cfm?dcode=${product.CODE}&amp;`);
    }
  });

  it("fills the home and town carousels with the best sellers", async () => {
    const expected = apiCategoryProducts("bs", site.sim.url)
      .slice(0, 20)
      .filter((product) => product.NAME !== NAMELESS_PRODUCT_TITLE);
    const body = await products("/api/products/featured");
    expect(body.products.map((product) => product.title)).toEqual(expected.map((product) => product.NAME));
    for (const path of ["/", "/cities/omaha/"]) {
      const html = await page(path);
      expect(html).toContain(`/detail.cfm?dcode=${expected[1]?.CODE}&amp;`);
      expect(html).toContain(escaped(expected[1]?.NAME ?? "missing"));
    }
  });

  it("answers a town's delivery days from the partner's checkdeliverydate, and from the rules when it fails", async () => {
    const response = await site.request("/api/delivery-dates?city=omaha");
    expect(response.status).toBe(200);
    const body = deliveryDatesResponseSchema.parse(await response.json());
    expect(body.source).toBe("partner");
    // The partner's days (MM/DD/YYYY) lead the answer, in order, from the first day still open.
    const partnerDays = simDeliveryDates().map((day) => `${day.slice(6)}-${day.slice(0, 2)}-${day.slice(3, 5)}`);
    const covered = partnerDays.filter((day) => day >= (body.dates[0] ?? ""));
    expect(covered.length).toBeGreaterThan(5);
    expect(body.dates.slice(0, covered.length)).toEqual(covered);

    site.sim.setApiFault("error500");
    try {
      const failed = deliveryDatesResponseSchema.parse(await (await site.request("/api/delivery-dates?city=lincoln")).json());
      expect(failed.source).toBe("rules");
      expect(failed.dates.length).toBeGreaterThan(40);
    } finally {
      site.sim.setApiFault("none");
    }
  });

  it("keeps pages and the API answering when the API breaks, with no 5xx", async () => {
    site.sim.setApiFault("truncated");
    const body = await products("/api/products?category=new-baby");
    expect(body.cacheStatus).toBe("unavailable");
    expect((await site.request("/categories/new-baby/")).status).toBe(200);
    const health = await site.request("/api/health");
    expect(health.status).toBe(200);
    site.sim.setApiFault("none");
  });

  it("tells the admin which provider answers, the API's state, and forgets rows the site no longer reads", async () => {
    const response = await site.request("/api/admin/partner", { headers: admin });
    const status = partnerStatusSchema.parse(await response.json());
    expect(status.provider).toBe("floristone-api");
    expect(status.api?.state).toBe("failing");
    expect(status.links.length).toBeGreaterThan(150);
    expect(status.unusedCacheUrls).toEqual([]);
    const forgotten = await site.request("/api/admin/cache/forget-unused", { method: "POST", headers: admin });
    expect(await forgotten.json()).toEqual({ forgotten: [] });
  });
});
