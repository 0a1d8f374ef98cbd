import { describe, expect, it } from "vitest";
import { isLinkLabel } from "./link-labels";
import { productName } from "./safety";

describe("productName", () => {
  it("refuses generic link labels, in any case and spacing, as a whole title only", () => {
    for (const label of ["View Product", "SHOP NOW", "buy now", "Learn More", "Details", "Order Now", " view\u200b  product "]) {
      expect(productName(label), label).toBeUndefined();
    }
    expect(productName("Buy Now Bouquet")).toBe("Buy Now Bouquet");
    expect(productName("Details in Pink")).toBe("Details in Pink");
    expect(isLinkLabel("Sunny Day")).toBe(false);
  });

  it("refuses what cleaning leaves empty, and keeps a real name cleaned", () => {
    expect(productName("\u202E\u0000")).toBeUndefined();
    expect(productName(undefined)).toBeUndefined();
    expect(productName("  Sunny   Day ")).toBe("Sunny Day");
  });
});
