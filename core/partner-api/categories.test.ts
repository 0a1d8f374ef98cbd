import { describe, expect, it } from "vitest";
import { PARTNER_CATEGORY_PATHS } from "../affiliate/links";
import { FLORISTONE_CATEGORY_CODES, floristoneDeliveryDatesUrl, floristoneProductsUrl } from "./categories";

describe("partner API categories", () => {
  it("gives every category slug a published code", () => {
    const published = new Set(["bd", "an", "sy", "gw", "nb", "ty", "lr", "ao", "bs", "fa", "fs", "fbs"]);
    expect(Object.keys(FLORISTONE_CATEGORY_CODES).sort()).toEqual(Object.keys(PARTNER_CATEGORY_PATHS).sort());
    for (const code of Object.values(FLORISTONE_CATEGORY_CODES)) expect(published.has(code)).toBe(true);
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
