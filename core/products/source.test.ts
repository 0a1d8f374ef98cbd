import { describe, expect, it } from "vitest";
import { productSourceKey, productsApiPath } from "./source";

describe("product sources", () => {
  it("names the API path and key of each kind", () => {
    expect(productsApiPath({ kind: "featured" })).toBe("/api/products/featured");
    expect(productsApiPath({ kind: "category", slug: "new-baby" })).toBe("/api/products?category=new-baby");
    expect(productsApiPath({ kind: "category", slug: "a&b" })).toBe("/api/products?category=a%26b");
    expect(productSourceKey({ kind: "featured" })).toBe("featured");
    expect(productSourceKey({ kind: "category", slug: "anniversary" })).toBe("category:anniversary");
    expect(productsApiPath({ kind: "featured", zip: "68845" })).toBe("/api/products/featured?to=68845");
    expect(productsApiPath({ kind: "category", slug: "anniversary", zip: "68822" })).toBe("/api/products?category=anniversary&to=68822");
    expect(productSourceKey({ kind: "featured", zip: "68845" })).toBe("featured@68845");
  });
});
