import { describe, expect, it } from "vitest";
import { partnerUrl } from "#core/affiliate/links";
import { clickTargetOf } from "#core/clicks/target";
import { type OnDemandPage, pageAt } from "#core/site/page-route";
import { pageLoaders } from "./page-loaders";

const site = { partnerBaseUrl: "https://partner.test", affiliateSourceId: "aff", affiliateId: "1234567890", partnerCtaUrl: "https://partner.test/" };
const page = (path: string) => pageAt(path, { admin: false }) as OnDemandPage;

describe("town pages whose partner page is gone", () => {
  it("are told so while the town's page is gone, with a memo key of their own; other pages are plain", async () => {
    const gone = new Set(["omaha"]);
    const loaders = pageLoaders({ loadProducts: async () => null, goneTowns: () => gone });
    const dataOf = (path: string) => loaders[page(path).section].load(page(path));
    const plain = { products: null, locals: {} };
    expect(await dataOf("/cities/omaha/")).toEqual({ products: null, variant: "nebraska-link", locals: { partnerPageGone: true } });
    expect(await dataOf("/es/ciudades/omaha/")).toEqual({ products: null, variant: "nebraska-link", locals: { partnerPageGone: true } });
    expect(await dataOf("/cities/lincoln/")).toEqual(plain);
    expect(await dataOf("/")).toEqual(plain);
    expect(await dataOf("/categories/birthday-flowers/")).toEqual(plain);
    gone.clear();
    expect(await dataOf("/cities/omaha/")).toEqual(plain);
  });

  it("link to the Nebraska page instead, fragment and tracking kept, and still report the town's click", () => {
    const omaha = { kind: "city", slug: "omaha", fragment: "order", partnerPageGone: true } as const;
    expect(partnerUrl(site, omaha)).toBe("https://partner.test/nebraska/?source_id=aff&AffiliateID=1234567890#order");
    expect(partnerUrl(site, { kind: "city", slug: "lincoln" })).toBe("https://partner.test/nebraska/lincoln/?source_id=aff&AffiliateID=1234567890");
    expect(clickTargetOf(omaha, "city-order")).toEqual({ placement: "city-order", targetKind: "city", targetId: "omaha" });
  });
});
