import { Hono } from "hono";
import { PRODUCT_NAME } from "#core/config/site";
import { sitemapAlternatesOf } from "#core/routes/routes";
import { robotsTxt, rssXml, sitemapXml } from "#core/site/feeds";
import { feedPages, recordedSitemapPages } from "#core/site/lastmod";
import { LLMS_TXT_PATH, llmsTxt } from "#core/site/llms-txt";

/** Each feed: its path, its content type and how it is written. The dev server proxies these paths to the API process. */
const FEEDS = [
  { path: "/sitemap.xml", type: "application/xml; charset=utf-8", write: (siteUrl: string) => sitemap(siteUrl) },
  {
    path: "/rss.xml",
    type: "application/rss+xml; charset=utf-8",
    write: (siteUrl: string) =>
      rssXml(feedPages(), siteUrl, { title: PRODUCT_NAME, description: "Same-day flower delivery pages for towns across Nebraska." }),
  },
  { path: "/robots.txt", type: "text/plain; charset=UTF-8", write: (siteUrl: string) => robotsTxt(siteUrl) },
  // What the site is, for assistants (issue 51).
  { path: LLMS_TXT_PATH, type: "text/plain; charset=utf-8", write: (siteUrl: string) => llmsTxt(siteUrl) },
] as const;

export const FEED_PATHS = FEEDS.map((feed) => feed.path);

/** The sitemap: both editions' pages with their alternates. */
export function sitemap(siteUrl: string): string {
  return sitemapXml(sitemapPages(), siteUrl, { alternates: (path) => sitemapAlternatesOf(path, siteUrl) });
}

/**
 * The pages the sitemap lists: the English ones and their Spanish twins (IndexNow watches the
 * same), dated from lastmod.json as the build recorded it.
 */
export function sitemapPages() {
  return recordedSitemapPages(true);
}

/** The sitemap, RSS feed and robots.txt, each written on first request and kept: the pages only change with a deploy. */
export function feedRoutes(siteUrl: string) {
  const app = new Hono();
  for (const feed of FEEDS) {
    let body: string | undefined;
    app.get(feed.path, (c) => {
      body ??= feed.write(siteUrl);
      return c.body(body, 200, { "Cache-Control": "public, max-age=3600", "Content-Type": feed.type });
    });
  }
  return app;
}
