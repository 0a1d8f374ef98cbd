import { describe, expect, it } from "vitest";
import { productsResponseSchema } from "./schema";

describe("productsResponseSchema", () => {
  it("accepts the API body", () => {
    const body = { products: [{ title: "Rose", price: "$49.99", image: "https://p/i.jpg", url: "https://p/x" }], cacheStatus: "fresh", fetchedAt: "2026-01-01T00:00:00.000Z" };
    expect(productsResponseSchema.parse(body)).toEqual(body);
    expect(productsResponseSchema.parse({ products: [], cacheStatus: "expired_but_served", fetchedAt: null }).products).toEqual([]);
  });

  it("rejects an unknown status", () => {
    expect(productsResponseSchema.safeParse({ products: [], cacheStatus: "warm", fetchedAt: null }).success).toBe(false);
  });
});
