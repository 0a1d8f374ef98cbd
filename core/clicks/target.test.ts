import { describe, expect, it } from "vitest";
import { clickTargetOf } from "./target";

describe("clickTargetOf", () => {
  it("reports a town or category by its slug, never the fragment", () => {
    expect(clickTargetOf({ kind: "city", slug: "hastings", fragment: "birthday" }, "city-service-card")).toEqual({
      placement: "city-service-card",
      targetKind: "city",
      targetId: "hastings",
    });
    expect(clickTargetOf({ kind: "category", slug: "anniversary" }, "category-order")).toEqual({
      placement: "category-order",
      targetKind: "category",
      targetId: "anniversary",
    });
  });

  it("reports a product by its title", () => {
    expect(clickTargetOf({ kind: "product", url: "https://p.example/rose", title: "Classic Dozen" }, "carousel-card")).toEqual({
      placement: "carousel-card",
      targetKind: "product",
      targetId: "Classic Dozen",
    });
  });

  it("names no target for the Nebraska page and the partner's front page", () => {
    expect(clickTargetOf({ kind: "nebraska" }, "footer")).toEqual({ placement: "footer", targetKind: "nebraska" });
    expect(clickTargetOf({ kind: "home" }, "carousel-more")).toEqual({ placement: "carousel-more", targetKind: "home" });
  });
});
