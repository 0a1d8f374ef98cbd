/**
 * Markup in a URL (a city slug, a query string) never comes back as markup,
 * and product titles with markup from the partner reach the browser as plain
 * text in JSON (React escapes them when it renders).
 */
import { describe, expect, it } from "vitest";
import { MARKUP_TITLE } from "../partner-sim/catalog";
import { useBuiltSite } from "./helpers/app";
import { scriptSurface } from "./helpers/html";

const PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  "</script><script>alert(1)</script>",
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "\u2028</title><script>alert(1)</script>",
];

const site = useBuiltSite();

/** The document a browser gets for a target typed with raw characters (the URL parser encodes what it must). */
async function page(raw: string): Promise<{ status: number; html: string }> {
  const url = new URL(`http://localhost${raw}`);
  const response = await site().request(`${url.pathname}${url.search}`);
  return { status: response.status, html: await response.text() };
}

/**
 * Nothing from the payload runs: no event handler, odd URL scheme or injected
 * element; no inline script can be closed early; the page has exactly the
 * inline scripts of the same page reached with a harmless address. Payload text
 * inside JSON data (escaped as \u003c) is data, not markup.
 */
async function expectNothingRuns(html: string, payload: string, baseline: string, before?: number) {
  // "<" and ">" are escaped everywhere (&lt; in HTML, \u003c in JSON); quotes may stand raw inside JSON data.
  if (/[<>]/.test(payload)) expect(html).not.toContain(payload);
  const surface = scriptSurface(html);
  expect(surface.handlers).toEqual([]);
  expect(surface.oddUrls).toEqual([]);
  expect(surface.injected).toEqual([]);
  for (const script of surface.inlineScripts) expect(script).not.toMatch(/<\/?script|<!--/i);
  // A page's products can settle between two requests (loading, then listed or known to be none),
  // which changes its island scripts: the payload's page matches the harmless one before or after it.
  const after = scriptSurface((await page(baseline)).html).inlineScripts.length;
  expect([before ?? after, after]).toContain(surface.inlineScripts.length);
}

describe("markup in the address", () => {
  // Outside the slug grammar, so the plain 404 page: nothing of the address comes back.
  it.each(PAYLOADS)("a town slug of %j answers the plain 404 page without echoing it", async (payload) => {
    const { status, html } = await page(`/cities/${payload}/`);
    expect(status).toBe(404);
    expect(html).toContain("Oops! Page not found");
    await expectNothingRuns(html, payload, "/no-such-page/");
  });

  it("a well-formed unknown town is named from its slug, as text, with a 404", async () => {
    const { status, html } = await page("/cities/img-src-x-onerror/");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Same Day Floral Delivery in (<!-- -->)?Img Src X Onerror(<!-- -->)?, Nebraska<\/h1>/);
    expect(html).toMatch(/<title>[^<]*Img Src X Onerror[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it.each(PAYLOADS)("a query string of %j is never echoed as markup, on any kind of page", async (payload) => {
    for (const target of ["/", "/cities/omaha/", "/cities/not-a-real-town/", "/categories/birthday-flowers/", "/categories/sympathy-funeral/", "/categories/nope/", "/no-such-page/"]) {
      // town, date and time are the sympathy page's service form, which shows what was typed back.
      for (const name of ["q", "search", "city", "utm_source", "town", "date", "time"]) {
        const before = scriptSurface((await page(target)).html).inlineScripts.length;
        const { status, html } = await page(`${target}?${name}=${payload}`);
        expect(status).toBeLessThan(500);
        await expectNothingRuns(html, payload, target, before);
      }
    }
  });

  it.each(PAYLOADS)("a category slug of %j answers the plain 404 page without echoing it", async (payload) => {
    const { status, html } = await page(`/categories/${payload}/`);
    expect(status).toBe(404);
    expect(html).toContain("Oops! Page not found");
    await expectNothingRuns(html, payload, "/no-such-page/");
  });
});

describe("markup from the partner", () => {
  it("product titles with markup characters come out of /api/products as plain text", async () => {
    const response = await site().request("/api/products?category=birthday-flowers");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const { products } = (await response.json()) as { products: { title: string; url: string; image: string; price?: string }[] };
    // Decoded once from &amp; &lt; &quot; in the partner page: no entity left, no tag removed or added.
    expect(products.map((product) => product.title)).toContain(MARKUP_TITLE);
    for (const product of products) {
      expect(`${product.title} ${product.price ?? ""}`).not.toMatch(/&(amp|lt|gt|quot|#\d+);|<script|javascript:/i);
      expect(new URL(product.url).origin).toBe(site().sim.url);
      expect(new URL(product.image).protocol).toMatch(/^https?:$/);
    }
  });

  it("the partner page's own script, handlers and javascript:/data: links never reach the API", async () => {
    const response = await site().request("/api/products/featured");
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toMatch(/pwned|onerror|onload|javascript:|data:image\/svg|<script/i);
  });
});
