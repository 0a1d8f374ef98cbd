import { describe, expect, it } from "vitest";
import { createLinkHealth, type LinkProbe, partnerLinkTargets, untracked } from "./link-health";

const site = { partnerBaseUrl: "https://partner.test", affiliateSourceId: "aff", affiliateId: "1234567890" };

describe("partner link health", () => {
  it("targets the Nebraska page, each category page and each town page, untracked", () => {
    const targets = partnerLinkTargets(site);
    expect(targets[0]).toEqual({ kind: "nebraska", slug: null, url: "https://partner.test/nebraska/" });
    expect(targets.filter((target) => target.kind === "category")).toHaveLength(9);
    expect(targets.filter((target) => target.kind === "city").length).toBeGreaterThan(150);
    expect(targets.some((target) => target.url.includes("AffiliateID"))).toBe(false);
  });

  it("checks the oldest target each time, lists broken ones first, and knows which towns are gone until they come back", async () => {
    const statuses = new Map<string, LinkProbe>([["https://partner.test/nebraska/omaha/", { httpStatus: 404 }], ["https://partner.test/b/", { error: "timed out" }]]);
    let time = 0;
    const health = createLinkHealth({
      targets: [
        { kind: "nebraska", slug: null, url: "https://partner.test/nebraska/" },
        { kind: "city", slug: "omaha", url: "https://partner.test/nebraska/omaha/" },
        { kind: "category", slug: "b", url: "https://partner.test/b/" },
      ],
      perMinute: 0,
      probe: async (url) => statuses.get(url) ?? { httpStatus: 200 },
      logger: { warn() {} },
      now: () => new Date((time += 1_000)),
    });
    expect(health.view().every((check) => check.state === "unchecked")).toBe(true);
    for (let round = 0; round < 3; round += 1) await health.checkNext();
    expect(health.view().map((check) => [check.url, check.state])).toEqual([
      ["https://partner.test/nebraska/omaha/", "gone"],
      ["https://partner.test/b/", "error"],
      ["https://partner.test/nebraska/", "ok"],
    ]);
    expect([...health.goneTowns()]).toEqual(["omaha"]);
    statuses.delete("https://partner.test/nebraska/omaha/");
    await health.checkNext(); // the Nebraska page, checked longest ago
    expect(health.goneTowns().has("omaha")).toBe(true);
    await health.checkNext();
    expect(health.goneTowns().size).toBe(0);
  });

  it("reads one product link of the provider, untracked, first among broken links, and follows it when the products change", async () => {
    let product = "https://partner.test/detail.cfm?dcode=F1-1&source_id=aff&AffiliateID=1234567890";
    const health = createLinkHealth({
      targets: [{ kind: "nebraska", slug: null, url: "https://partner.test/nebraska/" }],
      perMinute: 0,
      probe: async (url) => (url.includes("detail.cfm") ? { httpStatus: 404 } : { httpStatus: 200 }),
      logger: { warn() {} },
      productLink: async () => untracked(product),
    });
    await health.checkNext();
    await health.checkNext();
    expect(health.view()[0]).toMatchObject({ kind: "product", url: "https://partner.test/detail.cfm?dcode=F1-1", state: "gone", httpStatus: 404 });
    product = "https://partner.test/detail.cfm?dcode=F1-2";
    await health.checkNext();
    expect(health.view().filter((check) => check.kind === "product").map((check) => check.url)).toEqual(["https://partner.test/detail.cfm?dcode=F1-2"]);
  });

  it("does not start a timer when off", () => {
    const health = createLinkHealth({ targets: [], perMinute: 0, probe: async () => ({ httpStatus: 200 }), logger: { warn() {} } });
    health.start();
    health.stop();
    expect(health.view()).toEqual([]);
  });
});
