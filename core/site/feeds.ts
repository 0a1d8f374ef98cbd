/** A page as the sitemap lists it. */
type SitemapPage = { path: string; lastmod?: string };

/** A page as the RSS feed lists it. */
type FeedPage = SitemapPage & { title: string; description: string };

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
export function sitemapXml(pages: readonly SitemapPage[], siteUrl: string, options: { alternates?: SitemapAlternates } = {}): string {
  const { alternates } = options;
  const urls = pages.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
    const links = (alternates?.(page.path) ?? []).map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`).join("");
    return `  <url><loc>${escapeXml(siteUrl + page.path)}</loc>${links}${lastmod}<changefreq>weekly</changefreq><priority>0.6</priority></url>`;
  });
  const xhtml = alternates ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Each English page followed by its Spanish twin (issue 41): `spanish` is in the order of
 * `english`, page for page, each with its own lastmod. A twin that is not the next entry's
 * path is a programming error, thrown rather than listed under the wrong address.
 */
export function withTwins(english: readonly SitemapPage[], spanish: readonly SitemapPage[], twinOf: (path: string) => string | null): SitemapPage[] {
  if (english.length !== spanish.length) throw new Error(`${english.length} English pages but ${spanish.length} Spanish twins`);
  return english.flatMap((page, index) => {
    const twin = spanish[index] as SitemapPage;
    if (twinOf(page.path) !== twin.path) throw new Error(`${twin.path} is not the twin of ${page.path}`);
    return [page, twin];
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
  return (
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n` +
    // Comments, which crawlers skip: where assistants read about the site and ask it (issue 51).
    `\n# For AI assistants: ${siteUrl}/llms.txt describes this referral site;\n# ${siteUrl}/mcp answers read-only MCP tool calls (delivery days, flowers, service dates).\n`
  );
}
