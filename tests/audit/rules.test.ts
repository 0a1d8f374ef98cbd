/** The audit's rules catch what they claim to: each is shown a page that breaks it. */
import { describe, expect, it } from "vitest";
import { auditPage, emptyJsonValues, internalTarget, type AuditContext } from "./helpers/page-rules";
import { descriptionLengthFinding, duplicateFindings, internalLinkFindings, titleLengthFinding } from "./helpers/site-rules";

const context: AuditContext = { siteUrl: "http://site.test", partnerOrigin: "http://partner.test", sourceId: "src", affiliateId: "42" };
const canonical = "http://site.test/about/";

const head = (extra = "") =>
  `<title>About</title><meta name="description" content="d"><link rel="canonical" href="${canonical}">` +
  `<link rel="alternate" hrefLang="en-us" href="${canonical}">${extra}`;
const page = (body: string, extraHead = "") => `<!DOCTYPE html><html><head>${head(extraHead)}</head><body>${body}</body></html>`;
const rulesOf = (html: string, url = canonical) => auditPage("/about/", html, url, context).findings.map((finding) => finding.rule);

describe("page rules", () => {
  it("passes a clean page, ignoring SVG titles", () => {
    const html = page(
      `<h1>About</h1><svg><title>icon</title></svg><a href="/cities/">x</a><a href="#main">skip</a><a href="mailto:a@b.c">m</a>` +
        `<a href="http://partner.test/nebraska/?source_id=src&amp;AffiliateID=42" rel="sponsored noopener" target="_blank">p</a>` +
        `<img src="/a.png" alt="" width="1" height="1">` +
        `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing","name":"x"}</script>`,
    );
    const { facts, findings } = auditPage("/about/", html, canonical, context);
    expect(findings).toEqual([]);
    expect(facts).toMatchObject({ title: "About", description: "d", internalLinks: ["/cities/"], partnerLinks: 1, images: 1, jsonLdBlocks: 1 });
  });

  it("counts h1s", () => {
    expect(rulesOf(page("<p>none</p>"))).toEqual(["h1"]);
    expect(rulesOf(page("<h1>a</h1><h1>b</h1>"))).toEqual(["h1"]);
  });

  it("wants the canonical and hreflang to name this page", () => {
    expect(rulesOf(page("<h1>a</h1>"), "http://site.test/terms-of-service/")).toEqual(["canonical", "hreflang"]);
  });

  it("flags untracked, same-tab or unmarked partner links", () => {
    const link = (href: string, attrs: string) => page(`<h1>a</h1><a href="${href}" ${attrs}>p</a>`);
    const good = "http://partner.test/x/?source_id=src&amp;AffiliateID=42";
    expect(rulesOf(link("http://partner.test/x/", 'rel="sponsored noopener" target="_blank"'))).toEqual(["partner-link", "partner-link"]);
    expect(rulesOf(link(good, 'rel="noopener" target="_blank"'))).toEqual(["partner-link"]);
    expect(rulesOf(link(good, 'rel="sponsored noopener"'))).toEqual(["partner-link"]);
  });

  it("wants alt, width and height on images", () => {
    expect(rulesOf(page('<h1>a</h1><img src="/a.png" alt="a">'))).toEqual(["img"]);
  });

  it("rejects JSON-LD that does not parse, lacks @context or holds empty values", () => {
    const ld = (json: string) => page("<h1>a</h1>", `<script type="application/ld+json">${json}</script>`);
    expect(rulesOf(ld("{oops"))).toEqual(["json-ld"]);
    expect(rulesOf(ld('{"@type":"Thing"}'))).toEqual(["json-ld"]);
    expect(emptyJsonValues({ a: "", b: null, c: [], d: "Florist undefined", e: { f: "ok" } })).toEqual([
      "$.a is an empty string",
      "$.b is null",
      "$.c is an empty array",
      '$.d contains "Florist undefined"',
    ]);
  });

  it("reads same-site hrefs as request targets", () => {
    expect(internalTarget("/cities/omaha/#faq", "http://site.test")).toBe("/cities/omaha/");
    expect(internalTarget("http://site.test/about?x=1", "http://site.test")).toBe("/about?x=1");
    expect(internalTarget("//evil.test/", "http://site.test")).toBeUndefined();
    expect(internalTarget("#main", "http://site.test")).toBeUndefined();
    expect(internalTarget("mailto:a@b.c", "http://site.test")).toBeUndefined();
  });
});

describe("site rules", () => {
  it("allows long titles only in the spec's city patterns", () => {
    const dflt = "North Platte Flower Delivery | Same Day Local Florists in North Platte, NE | Fresh Bouquets";
    const small = "Yutan Flower Delivery | Saunders County Florists | Same Day Fresh Flowers but longer";
    expect(titleLengthFinding("/cities/north-platte/", dflt, "North Platte")).toBeUndefined();
    expect(titleLengthFinding("/cities/yutan/", "Yutan Flower Delivery | Saunders County Florists | Same Day Fresh Flowers", "Yutan")).toBeUndefined();
    expect(titleLengthFinding("/cities/yutan/", small, "Yutan")?.rule).toBe("title");
    expect(titleLengthFinding("/cities/omaha/", dflt, "Omaha")?.rule).toBe("title");
    expect(titleLengthFinding("/about/", dflt, undefined)?.rule).toBe("title");
  });

  it("bounds descriptions to 50-160 characters", () => {
    expect(descriptionLengthFinding("/", "x".repeat(49))?.rule).toBe("description");
    expect(descriptionLengthFinding("/", "x".repeat(161))?.rule).toBe("description");
    expect(descriptionLengthFinding("/", "x".repeat(160))).toBeUndefined();
  });

  it("finds duplicates, and holds an alias to its canonical's head", () => {
    const canonicalOf = (path: string) => (path === "/terms/" ? "/terms-of-service/" : path);
    const heads = [
      { path: "/a/", title: "A", description: "same" },
      { path: "/b/", title: "B", description: "same" },
      { path: "/terms-of-service/", title: "T", description: "t" },
      { path: "/terms/", title: "T", description: "other" },
    ];
    expect(duplicateFindings(heads, canonicalOf).map((finding) => `${finding.page} ${finding.rule}`)).toEqual(["/b/ description", "/terms/ description"]);
  });

  it("reports each internal link that does not answer 200 once, with its linkers", async () => {
    const links = new Map([
      ["/a/", ["/b/", "/c", "/c"]],
      ["/b/", ["/c", "/a/"]],
    ]);
    const known = new Map([["/a/", { status: 200, location: null }]]);
    const requested: string[] = [];
    const result = await internalLinkFindings(links, known, async (target) => {
      requested.push(target);
      return target === "/c" ? { status: 301, location: "/c/" } : { status: 200, location: null };
    });
    expect(requested.sort()).toEqual(["/b/", "/c"]);
    expect(result).toMatchObject({ unique: 3, total: 5 });
    expect(result.findings).toEqual([{ page: "/a/", rule: "internal-link", detail: "/c answers 301 (redirects to /c/); linked from 2 pages" }]);
  });
});
