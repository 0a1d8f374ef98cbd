import { describe, expect, it } from "vitest";
import { toClickEvent } from "./event";
import { clickEventSchema, clickStatsQuerySchema } from "./schema";
import { CLICK_LIMITS } from "./types";

const valid = { path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" };

describe("clickEventSchema", () => {
  it("accepts a city click and a Nebraska-page click without a target id", () => {
    expect(clickEventSchema.parse(valid)).toEqual(valid);
    expect(clickEventSchema.parse({ path: "/", placement: "header-order", targetKind: "nebraska" })).toEqual({
      path: "/",
      placement: "header-order",
      targetKind: "nebraska",
    });
  });

  it("drops unknown fields instead of storing them", () => {
    expect(clickEventSchema.parse({ ...valid, visitorId: "abc", userAgent: "x" })).toEqual(valid);
  });

  it("accepts a product title with spaces and punctuation", () => {
    const click = { path: "/", placement: "carousel-card", targetKind: "product", targetId: "Classic Dozen Red Roses & Lilies" };
    expect(clickEventSchema.safeParse(click).success).toBe(true);
  });

  it.each([
    ["an unknown placement", { ...valid, placement: "sidebar" }],
    ["an unknown kind", { ...valid, targetKind: "florist" }],
    ["a relative path", { ...valid, path: "cities/omaha/" }],
    ["a path with a query", { ...valid, path: "/cities/omaha/?q=1" }],
    ["a path that is too long", { ...valid, path: `/${"a".repeat(CLICK_LIMITS.pathMax)}` }],
    ["a city click without a slug", { path: "/", placement: "city-order", targetKind: "city" }],
    ["a city id that is not a slug", { ...valid, targetId: "Omaha City" }],
    ["a target id on a Nebraska-page click", { path: "/", placement: "footer", targetKind: "nebraska", targetId: "x" }],
    ["an empty target id", { ...valid, targetKind: "product", targetId: "" }],
    ["a target id with a newline", { ...valid, targetKind: "product", targetId: "a\nb" }],
    ["a target id that is too long", { ...valid, targetKind: "product", targetId: "x".repeat(CLICK_LIMITS.targetIdMax + 1) }],
    ["a missing path", { placement: "footer", targetKind: "nebraska" }],
    ["a number for a path", { ...valid, path: 42 }],
  ])("rejects %s", (_label, body) => {
    expect(clickEventSchema.safeParse(body).success).toBe(false);
  });
});

describe("clickStatsQuerySchema", () => {
  it("defaults to 30 days and takes 1 to 366", () => {
    expect(clickStatsQuerySchema.parse({}).days).toBe(30);
    expect(clickStatsQuerySchema.parse({ days: "1" }).days).toBe(1);
    expect(clickStatsQuerySchema.parse({ days: "366" }).days).toBe(366);
  });

  it.each(["0", "367", "7.5", "abc", ""])("rejects days=%s", (days) => {
    expect(clickStatsQuerySchema.safeParse({ days }).success).toBe(false);
  });
});

describe("toClickEvent", () => {
  it("builds an event the schema accepts, cutting a long product title", () => {
    const event = toClickEvent("/categories/anniversary/", { placement: "collection-card", targetKind: "product", targetId: ` ${"Rose ".repeat(60)}` });
    expect(event.targetId?.length).toBeLessThanOrEqual(CLICK_LIMITS.targetIdMax);
    expect(clickEventSchema.safeParse(event).success).toBe(true);
  });

  it("turns control characters into spaces and reports an odd path as /", () => {
    expect(toClickEvent("/a b/", { placement: "carousel-card", targetKind: "product", targetId: "Tulips\tand\nroses" })).toEqual({
      path: "/",
      placement: "carousel-card",
      targetKind: "product",
      targetId: "Tulips and roses",
    });
  });

  it("leaves out a target id where the kind takes none", () => {
    expect(toClickEvent("/", { placement: "hero", targetKind: "nebraska", targetId: "ignored" })).toEqual({
      path: "/",
      placement: "hero",
      targetKind: "nebraska",
    });
  });
});

describe("targetId text", () => {
  const product = { path: "/", placement: "carousel-card", targetKind: "product" } as const;

  it("refuses bidi overrides, zero-width characters and line breaks", () => {
    for (const targetId of ["Roses\u202egnp.exe", "Ro\u200bses", "Roses\u2066x\u2069", "Roses\u2028Lilies"]) {
      expect(clickEventSchema.safeParse({ ...product, targetId }).success).toBe(false);
    }
    expect(clickEventSchema.safeParse({ ...product, targetId: "Rosé Bouquet – 12 stems, $49.99!" }).success).toBe(true);
  });

  it("refuses markup and a leading + or - (a spreadsheet formula), and keeps what product names hold", () => {
    const product = { path: "/", placement: "carousel-card", targetKind: "product" };
    for (const targetId of ["Roses <b>", "a=b", "{{7*7}}", "x`y", "a\\b", "a|b", "@SUM(A1)", "-2+3", "+1", "[x]"]) {
      expect(clickEventSchema.safeParse({ ...product, targetId }).success, targetId).toBe(false);
    }
    for (const targetId of ["Roses & Lilies Deluxe “Classic”", "Mum's 50th: Pink/White Mix #2 (Large)…", "Sweetheart Bouquet™ - 24 stems"]) {
      expect(clickEventSchema.safeParse({ ...product, targetId }).success, targetId).toBe(true);
    }
    expect(toClickEvent("/", { placement: "carousel-card", targetKind: "product", targetId: 'Roses & Lilies <Deluxe> "Classic"' }).targetId).toBe(
      'Roses & Lilies Deluxe "Classic"',
    );
    expect(toClickEvent("/", { placement: "carousel-card", targetKind: "product", targetId: "=cmd|x" }).targetId).toBe("cmdx");
  });

  it("is cleaned by toClickEvent so a real link's click still passes", () => {
    const event = toClickEvent("/", { placement: "carousel-card", targetKind: "product", targetId: "Ro\u200bses\u00a0and\u202e Lilies" });
    expect(event.targetId).toBe("Roses and Lilies");
    expect(clickEventSchema.safeParse(event).success).toBe(true);
  });
});
