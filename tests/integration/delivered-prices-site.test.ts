/**
 * The built site in process with only the API's key and password set (PARTNER_PROVIDER
 * unset) against the simulator, its API asked as `localhost` so the pictures are on
 * another host than the partner's pages (issue 29): the birthday page shows the API's
 * products with our own pictures and what each holds; town pages show each card's delivered
 * price for the town's ZIP; twenty town pages served twice cost three gettotal calls a town
 * and nothing the second time; with gettotal failing pages answer 200 with products and no total.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCategoryProducts } from "../partner-sim/api";
import { startSecuritySite, type SecuritySite, PRICED_ENV } from "../security/helpers/app";
import { bytesOnWire, settledFirstAnswer, settledPage } from "./helpers/town-pages";

const PRERENDERED = new Set(["/cities/", "/about/"]);

let site: SecuritySite;
const GETTOTAL = "/api/rest/flowershop/gettotal";

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "", PARTNER_LINK_CHECKS_PER_MINUTE: "0", ...PRICED_ENV }, apiHost: "localhost" });
});
afterAll(async () => {
  await site?.close();
});

const decode = (text: string) => text.replace(/&quot;|&#34;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

type Figure = { title: string; price: string; charge: string; tax: string; total: string; pricedAt: string };

/** The cards' figures as the page shows them. */
function figures(html: string): Figure[] {
  const cards = html.split('data-slot="product"').slice(1);
  return cards.flatMap((card) => {
    const pick = (slot: string) => decode(new RegExp(`data-slot="${slot}"[^>]*>([^<]*)<`).exec(card)?.[1] ?? "");
    const total = pick("delivered-total");
    if (!total) return [];
    return [{ title: pick("product-title"), price: pick("product-price"), charge: pick("delivered-charge"), tax: pick("delivered-tax"), total, pricedAt: /<time[^>]*datetime="([^"]+)"[^>]*>([^<]*)</i.exec(card)?.slice(1).join(" = ") ?? "" }];
  });
}

/** A page once its totals are in (the first render does not wait for the partner). */
const pricedPage = (path: string) => settledPage(site, path, (html) => figures(html).length > 0);

/** A page once its HTML holds `marker` (or after 240 tries, as it then is). */
async function pageWith(path: string, marker: string): Promise<string> {
  let html = "";
  for (let attempt = 0; attempt < 240 && !html.includes(marker); attempt += 1) {
    html = await (await site.request(path)).text();
    if (!html.includes(marker)) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return html;
}

const gettotalCalls = () => site.sim.stats().byPath[GETTOTAL] ?? 0;

describe("the API with only its key and password", () => {
  it("the birthday page shows the API's birthday products with our own pictures and what each holds", async () => {
    const expected = apiCategoryProducts("bd", "");
    const html = await pageWith("/categories/birthday-flowers/", 'data-slot="product-card"');
    expect(html).toContain(`/detail.cfm?dcode=${expected[1]?.CODE}&amp;`);
    expect(decode(html)).toContain(expected[1]?.DESCRIPTION);
    expect(html).toContain("What it holds");
    const picture = /<img src="(\/img\/[^"]+)"/.exec(html)?.[1];
    expect(picture).toBeDefined();
    const image = await site.request(decode(picture ?? ""));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
    expect(site.sim.stats().byPath[`/large/${expected[0]?.CODE}_d1.jpg`] ?? site.sim.stats().byPath[`/large/${expected[1]?.CODE}_d1.jpg`]).toBeGreaterThan(0);
  });

  it("Kearney and Broken Bow show each card's delivered total for their ZIPs, with different tax", async () => {
    const kearney = figures(await pricedPage("/cities/kearney/"));
    const brokenBow = figures(await pricedPage("/cities/broken-bow/"));
    expect(kearney.length).toBeGreaterThanOrEqual(10);
    expect(kearney[0]?.charge).toBe("$14.99");
    expect(kearney[0]?.title).toBe(brokenBow[0]?.title);
    expect(kearney[0]?.tax).not.toBe(brokenBow[0]?.tax);
    // The closing note's figures.
    console.log(JSON.stringify({ kearney: kearney.slice(0, 3), brokenBow: brokenBow.slice(0, 3) }, null, 1));
  });

  it("the home page's, the birthday page's and the town pages' first answers stay within the first 14.6 KB window, totals and all", async () => {
    await pricedPage("/cities/kearney/");
    const sizes: Record<string, number> = {};
    for (const path of ["/cities/kearney/", "/cities/broken-bow/", "/categories/birthday-flowers/", "/cities/omaha/", "/", "/cities/", "/about/"]) {
      // Town pages once their totals are in; the home page once its carousel has products.
      if (/^\/cities\/[^/]+\/$/.test(path)) await pricedPage(path).catch(() => site.request(path));
      else if (path === "/") await pageWith(path, 'data-slot="product-card"');
      else await site.request(path);
      // Kept pages are recompressed at brotli 11 in the background; the settled copy (ETag "-best") is what visitors get.
      // The prerendered ones (/cities/, /about/) are files compressed at build.
      sizes[path] = PRERENDERED.has(path)
        ? await bytesOnWire(await site.request(path, { headers: { "accept-encoding": "br" } }))
        : await settledFirstAnswer((target, init) => site.request(target, init), path);
    }
    console.log(JSON.stringify({ firstAnswerBytesOnWire: sizes }));
    expect(sizes["/cities/kearney/"]).toBeLessThanOrEqual(14_600);
    expect(sizes["/categories/birthday-flowers/"]).toBeLessThanOrEqual(14_600);
    expect(sizes["/cities/omaha/"]).toBeLessThanOrEqual(14_600);
    expect(sizes["/"]).toBeLessThanOrEqual(14_600);
    expect(sizes["/cities/"]).toBeLessThanOrEqual(14_600);
  });

  it("twenty town pages served twice cost at most three gettotal calls a town, and none the second time", async () => {
    const towns = ["chadron", "lincoln", "grand-island", "hastings", "norfolk", "columbus", "fremont", "bellevue", "north-platte", "scottsbluff", "york", "mccook", "beatrice", "lexington", "alliance", "blair", "seward", "wayne", "crete", "holdrege"];
    const before = gettotalCalls();
    for (const town of towns) await pricedPage(`/cities/${town}/`);
    const first = gettotalCalls() - before;
    // Served again: every rule is kept, so the partner is asked nothing more. On a loaded machine a
    // render may go without its totals within its budget (the page never waits for the partner; run C
    // of issue 48 saw it once, beside Playwright), so each is asked until its priced copy is served,
    // as all-towns-priced does.
    for (const town of towns) expect(figures(await pricedPage(`/cities/${town}/`)).length, town).toBeGreaterThan(0);
    const second = gettotalCalls() - before - first;
    console.log(JSON.stringify({ towns: towns.length, gettotalFirst: first, gettotalSecond: second }));
    expect(first).toBeLessThanOrEqual(3 * towns.length);
    expect(second).toBe(0);
  });

  it("with gettotal failing, a town page answers 200 with products, no total, and says charge and tax come at checkout", async () => {
    site.sim.setTotalFault("error500");
    let seen = 0;
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await site.request("/cities/ogallala/");
        expect(response.status).toBe(200);
        const html = await response.text();
        if (html.includes('data-slot="product-card"')) {
          seen += 1;
          expect(html).not.toContain('data-slot="product-delivered"');
          expect(html).toContain("service charge and tax are added at checkout");
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      site.sim.setTotalFault("none");
    }
    expect(seen).toBeGreaterThan(0);
  });
});
