import { describe, expect, it } from "vitest";
import {
  isPartnerUrl,
  partnerCategoryPageUrl,
  partnerCategoryUrl,
  partnerCityUrl,
  partnerNebraskaUrl,
  withAffiliate,
} from "./links";

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

describe("partner URL helpers", () => {
  it("builds the Nebraska page", () => {
    expect(partnerNebraskaUrl(config)).toBe("https://www.floristone.com/nebraska/?source_id=aff&AffiliateID=1234567890");
  });

  it("builds a city page with a fragment after the query", () => {
    expect(partnerCityUrl(config, "grand-island", "birthday")).toBe(
      "https://www.floristone.com/nebraska/grand-island/?source_id=aff&AffiliateID=1234567890#birthday",
    );
  });

  it("keeps a path prefix of the base URL", () => {
    const prefixed = { ...config, partnerBaseUrl: "http://127.0.0.1:4100/shop" };
    expect(partnerNebraskaUrl(prefixed)).toBe("http://127.0.0.1:4100/shop/nebraska/?source_id=aff&AffiliateID=1234567890");
  });

  it("maps category slugs, with the Nebraska page for unknown ones", () => {
    expect(partnerCategoryPageUrl(config, "sympathy-funeral")).toBe("https://www.floristone.com/funeral-flowers/");
    expect(partnerCategoryUrl(config, "anniversary")).toContain("/anniversary-flowers/?source_id=aff");
    expect(partnerCategoryUrl(config, "nope")).toBe(partnerNebraskaUrl(config));
  });

  it("recognises partner URLs by host", () => {
    expect(isPartnerUrl("https://www.floristone.com/x", config)).toBe(true);
    expect(isPartnerUrl("https://evil.test/x", config)).toBe(false);
    expect(isPartnerUrl("javascript:alert(1)", config)).toBe(false);
  });
});
