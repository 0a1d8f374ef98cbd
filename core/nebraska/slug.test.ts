import { describe, expect, it } from "vitest";
import { CITY_SLUG_ALIASES, categorySlug, cityNameFromSlug, citySlug, resolveCitySlug } from "./slug";

describe("citySlug", () => {
  it.each([
    ["Omaha", "omaha"],
    ["Grand Island", "grand-island"],
    ["South Sioux City", "south-sioux-city"],
    ["Saint Paul", "saint-paul"],
    ["O'Neill", "o-neill"],
    ["McCook", "mccook"],
    ["  --Nebraska   City!! ", "nebraska-city"],
    ["A.B.,C", "a-b-c"],
    ["Cañon City", "canon-city"],
    ["ÑANDÚ", "nandu"],
    ["Zoë’s Town", "zoe-s-town"],
    ["68801", "68801"],
    ["", ""],
    ["---", ""],
  ])("%j → %j", (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });
});

describe("cityNameFromSlug", () => {
  it.each([
    ["omaha", "Omaha"],
    ["grand-island", "Grand Island"],
    ["south-sioux-city", "South Sioux City"],
    ["saint-paul", "Saint Paul"],
    ["nebraska--city-", "Nebraska City"],
    ["", ""],
  ])("%j → %j", (slug, name) => {
    expect(cityNameFromSlug(slug)).toBe(name);
  });

  it("round-trips plain multi-word names", () => {
    expect(cityNameFromSlug(citySlug("North Platte"))).toBe("North Platte");
  });
});

describe("resolveCitySlug", () => {
  it("maps the spec's aliases", () => {
    expect(CITY_SLUG_ALIASES).toEqual({ "st-paul": "saint-paul", "st-edward": "saint-edward" });
    expect(resolveCitySlug("st-paul")).toBe("saint-paul");
    expect(resolveCitySlug("st-edward")).toBe("saint-edward");
  });

  it("normalises case and stray characters before applying aliases", () => {
    expect(resolveCitySlug("St-Paul")).toBe("saint-paul");
    expect(resolveCitySlug("/grand-island/")).toBe("grand-island");
    expect(resolveCitySlug("omaha")).toBe("omaha");
  });
});

describe("categorySlug", () => {
  it.each([
    ["Valentine's Day", "valentines-day"],
    ["Mother’s Day", "mothers-day"],
    ["Birthday Flowers", "birthday-flowers"],
    ["Sympathy & Funeral", "sympathy-funeral"],
    ["Get Well Soon", "get-well-soon"],
    ["New Baby", "new-baby"],
    ["Graduation", "graduation"],
    ["Just Because", "just-because"],
    ["Anniversary", "anniversary"],
  ])("spec title %j → %j", (title, slug) => {
    expect(categorySlug(title)).toBe(slug);
  });

  it.each([
    ["Bread&Butter", "bread-and-butter"],
    ["Love & Romance", "love-and-romance"],
    ["  Thank You!!! ", "thank-you"],
    ["Rock 'n' Roll", "rock-n-roll"],
    ["Fête Día", "fete-dia"],
    ["sympathy and funeral", "sympathy-funeral"],
    ["Sympathy & Funeral Sprays", "sympathy-and-funeral-sprays"],
    ["''", ""],
    ["", ""],
  ])("awkward title %j → %j", (title, slug) => {
    expect(categorySlug(title)).toBe(slug);
  });
});

describe("slugs named like Object.prototype members", () => {
  it("resolve to themselves, never to an inherited property", () => {
    for (const slug of ["constructor", "__proto__", "to-string", "has-own-property", "value-of"]) {
      expect(resolveCitySlug(slug)).toBe(citySlug(slug));
    }
    expect(resolveCitySlug("toString")).toBe("tostring");
  });
});
