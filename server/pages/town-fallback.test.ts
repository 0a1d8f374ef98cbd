import { describe, expect, it } from "vitest";
import { partnerUrl } from "#core/affiliate/links";
import { type OnDemandPage, onDemandPage } from "#core/site/page-route";
import { townFallbackVariant, withTownFallback } from "./town-fallback";

const site = { partnerBaseUrl: "https://partner.test", affiliateSourceId: "aff", affiliateId: "1234567890", partnerCtaUrl: "https://partner.test/" };
const omaha = partnerUrl(site, { kind: "city", slug: "omaha", fragment: "order" });
const lincoln = partnerUrl(site, { kind: "city", slug: "lincoln" });
const render = async (request: Request) =>
  new Response(`<a href="${omaha.replace(/&/g, "&amp;")}">Omaha</a><a href="${lincoln}">Lincoln</a> ${new URL(request.url).pathname}`, {
    headers: { "content-type": "text/html" },
  });

describe("town pages whose partner page is gone", () => {
  it("link to the Nebraska page instead, fragment and tracking kept; other towns untouched", async () => {
    const gone = new Set(["omaha"]);
    const wrapped = withTownFallback(render, () => gone, site);
    const html = await (await wrapped(new Request("http://site.test/cities/omaha/"), {})).text();
    expect(html).toContain('href="https://partner.test/nebraska/?source_id=aff&amp;AffiliateID=1234567890#order"');
    expect(html).not.toContain("/nebraska/omaha/");
    expect(html).toContain(lincoln);
    const other = await (await wrapped(new Request("http://site.test/cities/lincoln/"), {})).text();
    expect(other).toContain("/nebraska/omaha/");
    gone.clear();
    expect(await (await wrapped(new Request("http://site.test/cities/omaha/"), {})).text()).toContain("/nebraska/omaha/");
  });

  it("changes the page's memo key while the town's page is gone", () => {
    const gone = new Set(["omaha"]);
    const variant = townFallbackVariant(() => gone);
    expect(variant(onDemandPage("/cities/omaha/", { admin: false }) as OnDemandPage)).toBe("nebraska-link");
    expect(variant(onDemandPage("/cities/lincoln/", { admin: false }) as OnDemandPage)).toBe("");
    expect(variant(onDemandPage("/", { admin: false }) as OnDemandPage)).toBe("");
  });
});
