import { describe, expect, it } from "vitest";
import { PARTNER_CATEGORY_PATHS } from "../affiliate/links";
import { FLORISTONE_CATEGORY_CODES, FLORISTONE_CODES, floristoneDeliveryDatesUrl, floristoneProductsUrl } from "./categories";

describe("partner API categories", () => {
  it("gives every category slug a published code", () => {
    const published = new Set(["bd", "an", "sy", "gw", "nb", "ty", "lr", "ao", "bs", "fa", "fs", "fbs", "md", "vd", "cm", "ea", "tg"]);
    expect(Object.keys(FLORISTONE_CATEGORY_CODES).sort()).toEqual(Object.keys(PARTNER_CATEGORY_PATHS).sort());
    for (const code of Object.values(FLORISTONE_CATEGORY_CODES)) expect(published.has(code)).toBe(true);
    // The seasonal codes have a list that stands in off season, and every row says why.
    expect(FLORISTONE_CATEGORY_CODES["mothers-day"]).toBe("md");
    expect(FLORISTONE_CODES["mothers-day"].fallback).toBe("bs");
    expect(FLORISTONE_CATEGORY_CODES["valentines-day"]).toBe("vd");
    expect(FLORISTONE_CODES["valentines-day"].fallback).toBe("lr");
    for (const row of Object.values(FLORISTONE_CODES)) expect(row.reason.length).toBeGreaterThan(10);
  });

  it("builds the getproducts and checkdeliverydate addresses under the base", () => {
    expect(floristoneProductsUrl("https://www.floristone.com/api/rest/", "bd", 24)).toBe(
      "https://www.floristone.com/api/rest/flowershop/getproducts?category=bd&count=24&start=1",
    );
    expect(floristoneDeliveryDatesUrl("https://www.floristone.com/api/rest", "68102")).toBe(
      "https://www.floristone.com/api/rest/flowershop/checkdeliverydate?zipcode=68102",
    );
  });
});
