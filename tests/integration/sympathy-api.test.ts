/**
 * The sympathy page with PARTNER_PROVIDER=floristone-api against the simulator: the partner's
 * funeral pieces by purpose (docs/decisions/0033), each under a heading naming the piece
 * with its own code's products as the usual tracked cards and own-origin pictures; a code
 * with nothing (the simulator's urn arrangements) leaves its section out; the service form
 * still answers. In process (tests/security/helpers/app.ts): the production wiring, no ports.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { FUNERAL_PIECES, PRODUCTS_PER_PIECE } from "#core/content/funeral-pieces";
import { apiCategoryProducts } from "../partner-sim/api";
import { EMPTY_FUNERAL_CODES, funeralCodeProducts } from "../partner-sim/funeral";
import { NAMELESS_PRODUCT_TITLE } from "../partner-sim/catalog";
import { startSecuritySite, type SecuritySite } from "../security/helpers/app";
import { sympathyReadingFindings } from "../audit/helpers/sympathy-reading";

let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_PROVIDER: "floristone-api", PARTNER_LINK_CHECKS_PER_MINUTE: "0" } });
});
afterAll(async () => {
  await site?.close();
});

/** The sympathy page once its sections are in (the first render does not wait for the partner). */
async function sympathyPage(): Promise<string> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await site.request("/categories/sympathy-funeral/");
    expect(response.status).toBe(200);
    const html = await response.text();
    if ((html.match(/data-slot="funeral-piece"/g) ?? []).length >= 9) return html;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the sympathy page never showed its purpose sections");
}

describe("the sympathy page with the partner API provider", () => {
  it("shows the funeral pieces by purpose, in order, each with its own code's products; an empty code is left out", async () => {
    const document = parseDocument(await sympathyPage());
    const pieces = findAll((element) => element.attribs["data-slot"] === "funeral-piece", document.children);
    const shown = FUNERAL_PIECES.filter((piece) => !EMPTY_FUNERAL_CODES.includes(piece.code));
    expect(pieces.map((piece) => getAttributeValue(piece, "data-code"))).toEqual(shown.map((piece) => piece.code));
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const [index, element] of pieces.entries()) {
      const piece = shown[index];
      if (!piece) throw new Error("more sections than pieces");
      const heading = findAll((node) => node.name === "h4", element.children)[0];
      expect(heading && textContent(heading)).toBe(piece.heading);
      const expected = (funeralCodeProducts(piece.code, (key) => apiCategoryProducts(key, site.sim.url)) ?? [])
        .filter((product) => product.NAME !== NAMELESS_PRODUCT_TITLE)
        .slice(0, PRODUCTS_PER_PIECE);
      const cards = findAll((node) => node.attribs["data-slot"] === "product-card", element.children);
      expect(cards.map((card) => getAttributeValue(card, "href"))).toEqual(
        // The default PARTNER_PRODUCT_URL_TEMPLATE (docs/decisions/0030).
        expected.map((product) => `${site.sim.url}/detail.cfm?dcode=${product.CODE}&source_id=${site.env.AFFILIATE_SOURCE_ID}&AffiliateID=${site.env.AFFILIATE_ID}`),
      );
    }
    // The purposes' headings, in the page's order; the crawler's single collection is not there.
    const purposes = findAll((element) => element.attribs["data-slot"] === "funeral-purpose", document.children).map((element) => getAttributeValue(element, "data-purpose"));
    expect(purposes).toEqual(["service", "casket", "guest-book", "home"]);
    expect(findAll((element) => element.attribs["data-slot"] === "category-collection", document.children)).toEqual([]);
  });

  it("reads as one page: no sentence twice, no 6-word phrase more than twice", async () => {
    expect(sympathyReadingFindings(await sympathyPage())).toEqual([]);
  });

  it("serves the sections' pictures from its own origin", async () => {
    const html = await sympathyPage();
    const images = [...html.matchAll(/data-code="fp"[\s\S]*?<img src="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(images[0]).toMatch(/^\/img\//);
    let status = 0;
    for (let attempt = 0; attempt < 240 && status !== 200; attempt += 1) {
      status = (await site.request(images[0] ?? "")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });

  it("answers the service form on the same page, sections and all", async () => {
    await sympathyPage();
    const response = await site.request("/categories/sympathy-funeral/?town=Kearney&date=2026-02-30&time=morning");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-slot="service-errors"');
    expect(html).toContain('data-slot="funeral-sections"');
  });

  it("answers a service from the partner's delivery dates, and says so", async () => {
    // The simulator lists the next ten days but Sundays; a service three days out is inside them.
    const service = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const response = await site.request(`/api/service-delivery?town=kearney&date=${service}&time=afternoon`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ source: "partner", town: "kearney" });
    const html = await (await site.request(`/categories/sympathy-funeral/?town=kearney&date=${service}&time=afternoon`)).text();
    expect(html).toContain("From the florists&#x27; delivery calendar for this town.");
  });
});
