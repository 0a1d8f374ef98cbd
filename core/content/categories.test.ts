import { describe, expect, it } from "vitest";
import { PARTNER_CATEGORY_PATHS } from "../affiliate/links";
import { CATEGORY_CARDS, CATEGORY_PAGES, categorySlug, getCategoryPage, homeCategoryCards } from "./categories";
import { getCityByName } from "../nebraska";
import { FEATURED_CITIES } from "./featured-cities";
import { HOME_BENEFITS, HOME_FAQ, TRUSTED_NETWORK } from "./home";

describe("category cards", () => {
  it("lists the nine occasions in spec order with slugs from the slug rule", () => {
    expect(CATEGORY_CARDS.map((card) => card.slug)).toEqual([
      "valentines-day",
      "birthday-flowers",
      "mothers-day",
      "sympathy-funeral",
      "new-baby",
      "graduation",
      "get-well-soon",
      "anniversary",
      "just-because",
    ]);
    for (const card of CATEGORY_CARDS) expect(categorySlug(card.title), card.title).toBe(card.slug);
  });

  it("flags exactly Valentine's Day, Birthday Flowers and Mother's Day as popular", () => {
    expect(CATEGORY_CARDS.filter((card) => card.popular).map((card) => card.title)).toEqual(["Valentine's Day", "Birthday Flowers", "Mother's Day"]);
  });

  it("points affiliate links at https retailer pages and every slug at a partner category", () => {
    for (const card of CATEGORY_CARDS) {
      expect(new URL(card.affiliateLink).protocol).toBe("https:");
      expect(Object.hasOwn(PARTNER_CATEGORY_PATHS, card.slug)).toBe(true);
    }
  });

  it("puts Mother's Day and Valentine's Day last on the home page", () => {
    const order = homeCategoryCards().map((card) => card.slug);
    expect(order).toHaveLength(9);
    expect(order.slice(-2)).toEqual(["mothers-day", "valentines-day"]);
    expect(new Set(order).size).toBe(9);
  });
});

describe("category pages", () => {
  it("keeps SEO titles within 70 characters and descriptions within 50-160", () => {
    for (const [slug, page] of Object.entries(CATEGORY_PAGES)) {
      expect(page.seoTitle.length, slug).toBeLessThanOrEqual(70);
      expect(page.seoDescription.length, slug).toBeGreaterThanOrEqual(50);
      expect(page.seoDescription.length, slug).toBeLessThanOrEqual(160);
    }
  });

  it("has a record for each card slug", () => {
    for (const card of CATEGORY_CARDS) expect(getCategoryPage(card.slug).title).toBe(card.title);
  });

  it("falls back for an unknown slug", () => {
    const page = getCategoryPage("spring-tulips");
    expect(page.title).toBe("Spring Tulips");
    expect(page.description).toBe("Beautiful flower arrangements for every occasion");
    expect(page.heroText.length).toBeGreaterThan(0);
    expect(page.seoTitle.length).toBeLessThanOrEqual(70);
  });

  it("does not treat inherited object keys as slugs", () => {
    expect(getCategoryPage("constructor").title).toBe("Constructor");
  });
});


describe("home and featured content", () => {
  it("has nine benefit tiles and five statewide questions", () => {
    expect(HOME_BENEFITS).toHaveLength(9);
    expect(HOME_FAQ).toHaveLength(5);
    expect(TRUSTED_NETWORK.title).toBe("Nebraska's Trusted Flower Delivery Network");
  });

  it("features the five spec cities with their labels and ZIPs", () => {
    expect(FEATURED_CITIES.map((city) => [city.name, city.population, city.zipCode, city.features.length])).toEqual([
      ["Omaha", getCityByName("Omaha")?.population, "68101", 3],
      ["Lincoln", getCityByName("Lincoln")?.population, "68501", 3],
      ["Bellevue", getCityByName("Bellevue")?.population, "68005", 3],
      ["Grand Island", getCityByName("Grand Island")?.population, "68801", 3],
      ["Kearney", getCityByName("Kearney")?.population, "68845", 3],
    ]);
  });
});
