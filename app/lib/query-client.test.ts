import { describe, expect, it } from "vitest";
import { FETCH_PRODUCTS_FAILED } from "#core/products/schema";
import { QUERY_TIMES, queryTimes, shouldRetry } from "./query-client";

describe("product query rules", () => {
  it("retries once, never on rate limiting", () => {
    expect(shouldRetry(0, new Error(FETCH_PRODUCTS_FAILED))).toBe(true);
    expect(shouldRetry(1, new Error(FETCH_PRODUCTS_FAILED))).toBe(false);
    expect(shouldRetry(0, new Error("HTTP 429"))).toBe(false);
    expect(shouldRetry(0, new Error("Rate limit exceeded"))).toBe(false);
  });

  it("keeps the spec's fresh and kept times", () => {
    expect(QUERY_TIMES.carousel).toEqual({ staleTime: 4 * 3_600_000, gcTime: 8 * 3_600_000 });
    expect(QUERY_TIMES.category).toEqual({ staleTime: 2 * 3_600_000, gcTime: 4 * 3_600_000 });
    expect(QUERY_TIMES.default).toEqual({ staleTime: 300_000, gcTime: 600_000 });
  });
});

describe("query times on the server", () => {
  it("keep the browser's times in the browser and schedule no removal on the server", () => {
    expect(queryTimes(QUERY_TIMES.carousel, false)).toEqual(QUERY_TIMES.carousel);
    expect(queryTimes(QUERY_TIMES.carousel, true)).toEqual({ staleTime: QUERY_TIMES.carousel.staleTime, gcTime: Infinity });
  });
});
