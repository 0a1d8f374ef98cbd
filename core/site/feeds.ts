/** A page as the sitemap and RSS feed list it. */
type FeedPage = { path: string; title: string; description: string; lastmod?: string };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(value: string): string {
  // Control characters other than tab/newline are not allowed in XML 1.0 at all.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A page's language versions, as the sitemap's xhtml:link elements list them. */
type SitemapAlternates = (path: string) => readonly { hreflang: string; href: string }[];

/**
 * urlset of docs/product.md: every page, weekly, priority 0.6; lastmod only where it is known.
 * With `alternates` (the Spanish edition published, issue 41), each page lists its language
 * versions, itself included, as Google's sitemap format for localized pages asks.
 */
export function sitemapXml(pages: FeedPage[], siteUrl: string, options: { alternates?: SitemapAlternates } = {}): string {
  const { alternates } = options;
  const urls = pages.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
    const links = (alternates?.(page.path) ?? []).map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`).join("");
    return `  <url><loc>${escapeXml(siteUrl + page.path)}</loc>${links}${lastmod}<changefreq>weekly</changefreq><priority>0.6</priority></url>`;
  });
  const xhtml = alternates ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** Every page and, after each that has one, its Spanish twin (same dates: one record, two languages). */
export function withTwins(pages: readonly FeedPage[], twinOf: (path: string) => string | null): FeedPage[] {
  return pages.flatMap((page) => {
    const twin = twinOf(page.path);
    return twin ? [page, { ...page, path: twin }] : [page];
  });
}

/** RSS 2.0 channel listing the same pages as items (language en-us). */
export function rssXml(pages: FeedPage[], siteUrl: string, channel: { title: string; description: string }): string {
  const items = pages.map((page) => {
    const link = escapeXml(siteUrl + page.path);
    const date = page.lastmod ? `<pubDate>${new Date(`${page.lastmod}T12:00:00Z`).toUTCString()}</pubDate>` : "";
    return `    <item><title>${escapeXml(page.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${escapeXml(page.description)}</description>${date}</item>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `  <channel>`,
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(siteUrl)}/</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>en-us</language>`,
    `    <atom:link href="${escapeXml(siteUrl)}/rss.xml" rel="self" type="application/rss+xml"/>`,
    ...items,
    `  </channel>`,
    `</rss>`,
    ``,
  ].join("\n");
}

/** Crawl everything but the API and the admin dashboard; point at the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
