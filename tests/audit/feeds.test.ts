/**
 * The server's sitemap, RSS feed and robots.txt, read by a real XML
 * parser: one entry per known page, canonical absolute URLs, weekly / 0.6.
 */
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPagePaths, spanishOnlyPagePaths } from "#core/site/pages";
import { carePagePaths } from "#core/care/care-pages";
import { SITE_URL, SIM_URL } from "../e2e/env";
import { assertBuilt, startSecuritySite, type SecuritySite } from "../security/helpers/app";

assertBuilt();

let site: SecuritySite;
beforeAll(async () => {
  site = await startSecuritySite({ env: { PARTNER_BASE_URL: SIM_URL } });
});
afterAll(async () => {
  await site?.close();
});

function parseXml(text: string) {
  const document = parseDocument(text, { xmlMode: true });
  return (name: string) => findAll((node) => node.name === name, document.children);
}

describe("feeds", () => {
  // Both editions in the sitemap, each English page followed by its Spanish twin (issue 41); the RSS feed is the English pages.
  const expected = canonicalPagePaths().map((path) => `${SITE_URL}${path}`);
  const english = expected.filter((url) => !new URL(url).pathname.startsWith("/es/"));

  it("/sitemap.xml is a urlset with one <url> per known page", async () => {
    const response = await site.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const find = parseXml(await response.text());
    expect(find("urlset")[0] && getAttributeValue(find("urlset")[0]!, "xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = find("url");
    expect(urls).toHaveLength(expected.length);
    // 7 fixed pages, 9 categories, 189 towns, 92 hospital pages and the care index and towns' lists (issue 49), in both editions, and the Spanish guides with no twin (issue 50).
    expect(expected.length).toBe(2 * (7 + 9 + 189 + 92 + carePagePaths("en").length) + spanishOnlyPagePaths().length);
    expect(find("loc").map((node) => textContent(node))).toEqual(expected);
    expect(new Set(find("changefreq").map((node) => textContent(node)))).toEqual(new Set(["weekly"]));
    expect(new Set(find("priority").map((node) => textContent(node)))).toEqual(new Set(["0.6"]));
    // lastmod only for pages whose content hash is recorded (categories and cities) and for the care pages (their rosters' date), as a date.
    const lastmods = find("lastmod").map((node) => textContent(node));
    expect(lastmods.length).toBe(2 * (9 + 189 + 92 + carePagePaths("en").length));
    const kearney = find("url").find((url) => textContent(findAll((node) => node.name === "loc", url.children)[0]!).endsWith("/cities/kearney/hospitals/chi-health-good-samaritan/"));
    expect(kearney && textContent(findAll((node) => node.name === "lastmod", kearney.children)[0]!)).toBe("2026-06-16");
    expect(lastmods.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value))).toBe(true);
  });

  it("/rss.xml is an RSS 2.0 channel in en-us with the same pages as items", async () => {
    const response = await site.request("/rss.xml");
    expect(response.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const find = parseXml(await response.text());
    expect(getAttributeValue(find("rss")[0]!, "version")).toBe("2.0");
    expect(textContent(find("language")[0]!)).toBe("en-us");
    const items = find("item");
    expect(items).toHaveLength(english.length);
    const links = items.map((item) => textContent(findAll((node) => node.name === "link", item.children)[0]!));
    expect(links).toEqual(english);
    for (const item of items) {
      for (const field of ["title", "guid", "description"]) {
        expect(textContent(findAll((node) => node.name === field, item.children)[0]!).length).toBeGreaterThan(0);
      }
    }
  });

  it("/robots.txt allows crawling, keeps out /api/ and points at the sitemap", async () => {
    const text = await (await site.request("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
