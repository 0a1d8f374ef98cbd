import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, onDemandPage, townCalendar } from "./page-route";

const open = { admin: false };

describe("onDemandPage", () => {
  it("renders home, known towns (and their aliases) with the carousel set", () => {
    expect(onDemandPage("/", open)).toEqual({ path: "/", products: { kind: "featured" }, known: true });
    expect(onDemandPage("/cities/omaha/", open)?.products).toEqual({ kind: "featured", zip: "68101" });
    expect(onDemandPage("/cities/kearney/", open)?.products).toEqual({ kind: "featured", zip: "68845" });
    expect(onDemandPage("/cities/broken-bow/", open)?.products).toEqual({ kind: "featured", zip: "68822" });
    expect(onDemandPage("/cities/st-paul/", open)).not.toBeNull();
  });

  it("renders known categories with their own products", () => {
    expect(onDemandPage("/categories/anniversary/", open)?.products).toEqual({ kind: "category", slug: "anniversary" });
  });

  it("renders well-formed unknown slugs as unknown pages; unknown categories ask for no products", () => {
    expect(onDemandPage("/cities/atlantis/", open)).toEqual({ path: "/cities/atlantis/", products: { kind: "featured" }, known: false });
    expect(onDemandPage("/categories/flowers-for-cats/", open)).toEqual({ path: "/categories/flowers-for-cats/", products: null, known: false });
    expect(onDemandPage("/cities/omaha/", open)?.known).toBe(true);
  });

  it("leaves malformed and over-long slugs to the plain 404 page", () => {
    expect(onDemandPage("/categories/any sentence at all/", open)).toBeNull();
    expect(onDemandPage("/categories/<script>/", open)).toBeNull();
    expect(onDemandPage("/cities/Omaha/", open)).toBeNull();
    expect(onDemandPage(`/cities/${"a-".repeat(MAX_SLUG_LENGTH)}a/`, open)).toBeNull();
    expect(onDemandPage("/cities/omaha/extra/", open)).toBeNull();
  });

  it("serves the admin page only when an admin token is configured", () => {
    expect(onDemandPage("/admin/", open)).toBeNull();
    expect(onDemandPage("/admin/", { admin: true })).toEqual({ path: "/admin/", products: null, known: true });
  });

  it("does not claim prerendered pages", () => {
    for (const path of ["/about/", "/cities/", "/contact/", "/terms/"]) expect(onDemandPage(path, open)).toBeNull();
  });
});

describe("townCalendar", () => {
  it("knows a town's flower-dates file by its slug or an alias, and says when the town is made up", () => {
    expect(townCalendar("/cities/kearney/flower-dates.ics")).toEqual({ slug: "kearney", known: true });
    expect(townCalendar("/cities/st-paul/flower-dates.ics")).toEqual({ slug: "saint-paul", known: true });
    expect(townCalendar("/cities/atlantis/flower-dates.ics")).toEqual({ slug: "atlantis", known: false });
  });

  it("is null for any other path, malformed or over-long slugs included", () => {
    for (const path of ["/cities/kearney/", "/cities/kearney/flower-dates.ics/", "/cities/Kearney/flower-dates.ics", "/cities/kearney/other.ics", `/cities/${"a-".repeat(MAX_SLUG_LENGTH)}a/flower-dates.ics`, "/cities/<x>/flower-dates.ics"]) {
      expect(townCalendar(path), path).toBeNull();
    }
  });
});
