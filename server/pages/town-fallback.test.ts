import { describe, expect, it } from "vitest";
import { partnerUrl } from "#core/affiliate/links";
import { clickTargetOf } from "#core/clicks/target";
import { type OnDemandPage, pageAt } from "#core/site/page-route";
import { townFallback } from "./town-fallback";

const site = { partnerBaseUrl: "https://partner.test", affiliateSourceId: "aff", affiliateId: "1234567890", partnerCtaUrl: "https://partner.test/" };
const page = (path: string) => pageAt(path, { admin: false }) as OnDemandPage;

describe("town pages whose partner page is gone", () => {
  it("are told so while the town's page is gone, with a memo key of their own; other pages are plain", () => {
    const gone = new Set(["omaha"]);
    const variant = townFallback(() => gone);
    expect(variant(page("/cities/omaha/"))).toEqual({ key: "nebraska-link", locals: { partnerPageGone: true } });
    expect(variant(page("/cities/lincoln/"))).toBeNull();
    expect(variant(page("/"))).toBeNull();
    gone.clear();
    expect(variant(page("/cities/omaha/"))).toBeNull();
  });

  it("link to the Nebraska page instead, fragment and tracking kept, and still report the town's click", () => {
    const omaha = { kind: "city", slug: "omaha", fragment: "order", partnerPageGone: true } as const;
    expect(partnerUrl(site, omaha)).toBe("https://partner.test/nebraska/?source_id=aff&AffiliateID=1234567890#order");
    expect(partnerUrl(site, { kind: "city", slug: "lincoln" })).toBe("https://partner.test/nebraska/lincoln/?source_id=aff&AffiliateID=1234567890");
    expect(clickTargetOf(omaha, "city-order")).toEqual({ placement: "city-order", targetKind: "city", targetId: "omaha" });
  });
});
