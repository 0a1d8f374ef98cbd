import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRODUCT_URL_TEMPLATE,
  isPartnerUrl,
  partnerCategoryPageUrl,
  partnerCityPageUrl,
  partnerProductPageUrl,
  partnerUrl,
  withAffiliate,
} from "./links";
import { getAllCities } from "../nebraska/directory";
import type { PartnerTarget } from "./target";

const config = {
  partnerBaseUrl: "https://www.floristone.com",
  affiliateSourceId: "aff",
  affiliateId: "1234567890",
};

describe("withAffiliate", () => {
  it("adds both parameters to a partner URL", () => {
    const url = new URL(withAffiliate("https://www.floristone.com/nebraska/", config));
    expect(url.searchParams.get("source_id")).toBe("aff");
    expect(url.searchParams.get("AffiliateID")).toBe("1234567890");
  });

  it("keeps an existing query and hash", () => {
    const out = withAffiliate("https://www.floristone.com/p/rose?color=red#reviews", config);
    const url = new URL(out);
    expect(url.searchParams.get("color")).toBe("red");
    expect(url.searchParams.get("AffiliateID")).toBe("1234567890");
    expect(url.hash).toBe("#reviews");
  });

  it("replaces stale tracking instead of repeating it", () => {
    const out = withAffiliate("https://www.floristone.com/?AffiliateID=999&source_id=x", config);
    expect(out.match(/AffiliateID/g)).toHaveLength(1);
    expect(new URL(out).searchParams.get("source_id")).toBe("aff");
  });

  it("leaves other hosts untouched", () => {
    const other = "https://example.com/flowers?x=1";
    expect(withAffiliate(other, config)).toBe(other);
    expect(withAffiliate("https://floristone.com.evil.test/", config)).toBe("https://floristone.com.evil.test/");
  });

  it("appends the parameters as text to an address it cannot parse", () => {
    expect(withAffiliate("not a url", config)).toBe("not a url?source_id=aff&AffiliateID=1234567890");
    expect(withAffiliate("/relative?x=1", config)).toBe("/relative?x=1&source_id=aff&AffiliateID=1234567890");
  });
});

describe("partnerUrl", () => {
  const withCta = { ...config, partnerCtaUrl: "https://www.floristone.com/?promo=spring" };
  const url = (target: PartnerTarget) => partnerUrl(withCta, target);

  it("builds the Nebraska page", () => {
    expect(url({ kind: "nebraska" })).toBe("https://www.floristone.com/nebraska/?source_id=aff&AffiliateID=1234567890");
  });

  it("builds a town page, with a fragment after the query", () => {
    expect(url({ kind: "city", slug: "grand-island" })).toBe("https://www.floristone.com/nebraska/grand-island/?source_id=aff&AffiliateID=1234567890");
    expect(url({ kind: "city", slug: "grand-island", fragment: "birthday" })).toBe(
      "https://www.floristone.com/nebraska/grand-island/?source_id=aff&AffiliateID=1234567890#birthday",
    );
  });

  it("keeps a path prefix of the base URL", () => {
    const prefixed = { ...withCta, partnerBaseUrl: "http://127.0.0.1:4100/shop" };
    expect(partnerUrl(prefixed, { kind: "nebraska" })).toBe("http://127.0.0.1:4100/shop/nebraska/?source_id=aff&AffiliateID=1234567890");
    expect(partnerUrl(prefixed, { kind: "city", slug: "york" })).toBe("http://127.0.0.1:4100/shop/nebraska/york/?source_id=aff&AffiliateID=1234567890");
  });

  it("maps category slugs, with the Nebraska page for unknown ones", () => {
    expect(partnerCategoryPageUrl(config, "sympathy-funeral")).toBe("https://www.floristone.com/funeral-flowers/");
    expect(url({ kind: "category", slug: "sympathy-funeral" })).toBe(
      "https://www.floristone.com/funeral-flowers/?source_id=aff&AffiliateID=1234567890",
    );
    expect(url({ kind: "category", slug: "nope" })).toBe(url({ kind: "nebraska" }));
  });

  it("tracks the front page and leaves a product's address as the API handed it", () => {
    expect(url({ kind: "home" })).toBe("https://www.floristone.com/?promo=spring&source_id=aff&AffiliateID=1234567890");
    const product = "https://www.floristone.com/p/rose?source_id=aff&AffiliateID=1234567890";
    expect(url({ kind: "product", url: product, title: "Rose" })).toBe(product);
  });

  it("recognises partner URLs by host", () => {
    expect(isPartnerUrl("https://www.floristone.com/x", config)).toBe(true);
    expect(isPartnerUrl("https://evil.test/x", config)).toBe(false);
    expect(isPartnerUrl("javascript:alert(1)", config)).toBe(false);
  });
});

describe("partner town pages", () => {
  it("names each town's partner page by its own slug, as written: no slug of ours needs escaping", () => {
    const wrong = getAllCities().filter(({ slug }) => partnerCityPageUrl(config, slug) !== `https://www.floristone.com/nebraska/${slug}/`);
    expect(wrong.map(({ slug }) => slug)).toEqual([]);
  });

  it("sends a town whose partner page is gone to the Nebraska page, its fragment kept", () => {
    const gone = partnerUrl({ ...config, partnerCtaUrl: "" }, { kind: "city", slug: "omaha", fragment: "order", partnerPageGone: true });
    expect(gone).toBe("https://www.floristone.com/nebraska/?source_id=aff&AffiliateID=1234567890#order");
  });

  it("links every town to its own page in the partner's Nebraska section, tracked", () => {
    const links = getAllCities().map(({ slug }) => new URL(partnerUrl({ ...config, partnerCtaUrl: "" }, { kind: "city", slug })));
    for (const url of links) {
      expect(url.origin).toBe(config.partnerBaseUrl);
      expect(url.pathname).toMatch(/^\/nebraska\/[a-z0-9-]+\/$/);
      expect([url.searchParams.get("source_id"), url.searchParams.get("AffiliateID")]).toEqual(["aff", "1234567890"]);
    }
    // Two towns on one partner page would send a visitor to the wrong town.
    expect(new Set(links.map((url) => url.pathname)).size).toBe(links.length);
  });
});

describe("partnerProductPageUrl", () => {
  it("fills the {code} placeholder under the partner base, or in an absolute template", () => {
    expect(partnerProductPageUrl(config, "/product/{code}/", "F1-509")).toBe("https://www.floristone.com/product/F1-509/");
    expect(partnerProductPageUrl(config, DEFAULT_PRODUCT_URL_TEMPLATE, "F1-509")).toBe("https://www.floristone.com/detail.cfm?dcode=F1-509");
    expect(partnerProductPageUrl(config, "https://www.floristone.com/flowers.cfm?code={code}", "F1 509")).toBe(
      "https://www.floristone.com/flowers.cfm?code=F1%20509",
    );
  });

  it("encodes the code, so it cannot leave its placeholder", () => {
    expect(partnerProductPageUrl(config, "/p/{code}", "../../x?y#z")).toBe("https://www.floristone.com/p/..%2F..%2Fx%3Fy%23z");
  });
});
