import { describe, expect, it } from "vitest";
import { escapeXml, robotsTxt, rssXml, sitemapXml, withTwins } from "./feeds";

const pages = [
  { path: "/", title: "Home & more", description: "Flowers <fresh>" },
  { path: "/cities/omaha/", title: "Omaha", description: "d", lastmod: "2026-11-01" },
];

describe("feeds", () => {
  it("escapes XML and drops characters XML cannot hold", () => {
    expect(escapeXml(`a&b<c>"d'\u0001`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });

  it("lists every page with weekly/0.6 and lastmod only where known", () => {
    const xml = sitemapXml(pages, "https://x.test");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://x.test/cities/omaha/</loc><lastmod>2026-11-01</lastmod><changefreq>weekly</changefreq><priority>0.6</priority>");
    expect(xml).toContain("<loc>https://x.test/</loc><changefreq>weekly</changefreq>");
  });

  it("builds an RSS 2.0 channel in en-us with escaped items", () => {
    const xml = rssXml(pages, "https://x.test", { title: "T", description: "D" });
    expect(xml).toContain("<language>en-us</language>");
    expect(xml).toContain("<title>Home &amp; more</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://x.test/cities/omaha/</guid>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it("puts each Spanish twin after its English page with its own lastmod, and refuses a twin out of place", () => {
    const twinOf = (path: string) => (path === "/" ? "/es/" : `/es/ciudades/${path.split("/")[2]}/`);
    const spanish = [{ path: "/es/" }, { path: "/es/ciudades/omaha/", lastmod: "2026-11-27" }];
    expect(withTwins(pages, spanish, twinOf).map(({ path, lastmod }) => [path, lastmod])).toEqual([
      ["/", undefined],
      ["/es/", undefined],
      ["/cities/omaha/", "2026-11-01"],
      ["/es/ciudades/omaha/", "2026-11-27"],
    ]);
    expect(() => withTwins(pages, [...spanish].reverse(), twinOf)).toThrow("/es/ciudades/omaha/ is not the twin of /");
    expect(() => withTwins(pages, spanish.slice(1), twinOf)).toThrow("2 English pages but 1 Spanish twins");
  });

  it("keeps crawlers out of the API and admin", () => {
    expect(robotsTxt("https://x.test")).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/\nDisallow: \/admin\/\n\nSitemap: https:\/\/x\.test\/sitemap\.xml\n/);
    expect(robotsTxt("https://x.test")).toContain("\n# For AI assistants: https://x.test/llms.txt");
    expect(robotsTxt("https://x.test").split("\n").filter((line) => line !== "" && !line.startsWith("#")).every((line) => /^(User-agent|Allow|Disallow|Sitemap): /.test(line))).toBe(true);
  });
});
