import { describe, expect, it } from "vitest";
import { categorySlug } from "../nebraska/slug";
import { getCityByName } from "../nebraska/directory";
import { CATEGORIES, categoryBySlug, homeCategories } from "./categories";
import { getCategoryPage } from "./category-pages";
import { FEATURED_CITIES } from "./featured-cities";
import { HOME_BENEFITS, HOME_FAQ, TRUSTED_NETWORK } from "./home";

describe("categories", () => {
  it("lists the nine occasions in spec order with slugs from the slug rule", () => {
    expect(CATEGORIES.map((category) => category.slug)).toEqual([
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
    for (const category of CATEGORIES) expect(categorySlug(category.title), category.title).toBe(category.slug);
  });

  it("flags exactly Valentine's Day, Birthday Flowers and Mother's Day as popular", () => {
    expect(CATEGORIES.filter((category) => category.popular).map((category) => category.title)).toEqual(["Valentine's Day", "Birthday Flowers", "Mother's Day"]);
  });

  it("finds a category by its slug and nothing else", () => {
    expect(categoryBySlug("new-baby")?.title).toBe("New Baby");
    expect(categoryBySlug("spring-tulips")).toBeUndefined();
    expect(categoryBySlug("constructor")).toBeUndefined();
    expect(categoryBySlug("New-Baby")).toBeUndefined();
  });

  it("puts Mother's Day and Valentine's Day last on the home page", () => {
    const order = homeCategories().map((category) => category.slug);
    expect(order).toHaveLength(9);
    expect(order.slice(-2)).toEqual(["mothers-day", "valentines-day"]);
    expect(new Set(order).size).toBe(9);
  });
});

describe("category pages", () => {
  it("keeps SEO titles within 70 characters and descriptions within 50-160", () => {
    for (const { slug } of CATEGORIES) {
      const page = getCategoryPage(slug, "en");
      expect(page.seoTitle.length, slug).toBeLessThanOrEqual(70);
      expect(page.seoDescription.length, slug).toBeGreaterThanOrEqual(50);
      expect(page.seoDescription.length, slug).toBeLessThanOrEqual(160);
    }
  });

  it("takes the title and icon from the category and the rest from its own copy", () => {
    expect(getCategoryPage("graduation", "en")).toMatchObject({
      title: "Graduation",
      icon: "GraduationCap",
      description: "Graduation bouquets for Nebraska's high school and college graduates",
      serviceType: "Graduation Flower Delivery",
    });
  });

  it("falls back for an unknown slug", () => {
    const page = getCategoryPage("spring-tulips", "en");
    expect(page.title).toBe("Spring Tulips");
    expect(page.description).toBe("Beautiful flower arrangements for every occasion");
    expect(page.icon).toBe("Flower2");
    expect(page.heroText.length).toBeGreaterThan(0);
    expect(page.seoTitle.length).toBeLessThanOrEqual(70);
  });

  it("does not treat inherited object keys as slugs", () => {
    expect(getCategoryPage("constructor", "en").title).toBe("Constructor");
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
