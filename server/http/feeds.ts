import { Hono } from "hono";
import { PRODUCT_NAME } from "../../core/config/site";
import { robotsTxt, rssXml, sitemapXml } from "../../core/site/feeds";
import { feedPages } from "../../core/site/lastmod";

/**
 * Real XML for crawlers (the spec's in-browser builders only serve in-app
 * navigation). Built once per process: the pages only change with a deploy.
 */
export function feedRoutes(siteUrl: string) {
  let cached: { sitemap: string; rss: string; robots: string } | undefined;
  const documents = () => {
    if (!cached) {
      const pages = feedPages();
      cached = {
        sitemap: sitemapXml(pages, siteUrl),
        rss: rssXml(pages, siteUrl, {
          title: PRODUCT_NAME,
          description: "Same-day flower delivery pages for towns across Nebraska.",
        }),
        robots: robotsTxt(siteUrl),
      };
    }
    return cached;
  };
  const cache = { "Cache-Control": "public, max-age=3600" };
  return new Hono()
    .get("/sitemap.xml", (c) => c.body(documents().sitemap, 200, { ...cache, "Content-Type": "application/xml; charset=utf-8" }))
    .get("/rss.xml", (c) => c.body(documents().rss, 200, { ...cache, "Content-Type": "application/rss+xml; charset=utf-8" }))
    .get("/robots.txt", (c) => c.text(documents().robots, 200, cache));
}
