import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../content/categories";
import { getAllCities } from "../nebraska/directory";
import { alternatesOf, parse, SLUG, careIndexPathIn, careListPathIn, careListPathOf, categoryPathIn, cityPathIn, FIXED_PAGE_PAIRS, flowerDatesPathIn, hospitalPathIn, hospitalPathOf, SPANISH_CATEGORY_SLUG, twinPath } from "./routes";

describe("edition paths", () => {
  it("pairs every fixed page, category and town both ways", () => {
    const english = [
      ...FIXED_PAGE_PAIRS.map(([en]) => en),
      ...CATEGORIES.map((category) => categoryPathIn("en", category.slug)),
      ...getAllCities().map((city) => cityPathIn("en", city.slug)),
    ];
    expect(english).toHaveLength(7 + 9 + 189);
    const spanish = english.map((path) => twinPath(path));
    expect(new Set(spanish).size).toBe(english.length);
    for (const [index, path] of spanish.entries()) {
      expect(path, english[index]).toMatch(/^\/es\//);
      expect(twinPath(path ?? "")).toBe(english[index]);
    }
  });

  it("knows the same nine categories as the content", () => {
    expect(Object.keys(SPANISH_CATEGORY_SLUG).sort()).toEqual(CATEGORIES.map((category) => category.slug).sort());
  });

  it("writes Spanish category slugs as slugs, all different", () => {
    const slugs = Object.values(SPANISH_CATEGORY_SLUG);
    expect(new Set(slugs).size).toBe(9);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(categoryPathIn("es", "birthday-flowers")).toBe("/es/categorias/cumpleanos/");
    expect(categoryPathIn("es", "sympathy-funeral")).toBe("/es/categorias/condolencias-y-funerales/");
    expect(categoryPathIn("es", "mothers-day")).toBe("/es/categorias/dia-de-las-madres/");
  });

  it("keeps town slugs (they are names)", () => {
    expect(twinPath("/cities/lexington/")).toBe("/es/ciudades/lexington/");
    expect(twinPath("/es/ciudades/schuyler/")).toBe("/cities/schuyler/");
  });

  it("has no twin for an unknown category or a crossed section", () => {
    expect(twinPath("/categories/made-up/")).toBeNull();
    expect(twinPath("/es/categorias/birthday-flowers/")).toBeNull();
    expect(twinPath("/es/cities/omaha/")).toBeNull();
    expect(twinPath("/categorias/cumpleanos/")).toBeNull();
    expect(twinPath("/nowhere/")).toBeNull();
  });

  it("gives absolute, reciprocal alternates with an English x-default", () => {
    const fromEnglish = alternatesOf("/cities/lexington/", "https://example.com/");
    const fromSpanish = alternatesOf("/es/ciudades/lexington/", "https://example.com");
    expect(fromEnglish).toEqual(fromSpanish);
    expect(fromEnglish).toEqual([
      { hreflang: "en-us", href: "https://example.com/cities/lexington/" },
      { hreflang: "es-us", href: "https://example.com/es/ciudades/lexington/" },
      { hreflang: "x-default", href: "https://example.com/cities/lexington/" },
    ]);
    expect(alternatesOf("/", "https://example.com")[1]?.href).toBe("https://example.com/es/");
  });
});

describe("the flower-dates file of each edition", () => {
  it("is English where it was and Spanish beside the Spanish town page, matched by the one route pattern", () => {
    expect(flowerDatesPathIn("en", "lexington")).toBe("/cities/lexington/flower-dates.ics");
    expect(flowerDatesPathIn("es", "lexington")).toBe("/es/ciudades/lexington/fechas-de-flores.ics");
    expect(parse(flowerDatesPathIn("es", "lexington"))).toEqual({ kind: "townCalendar", slug: "lexington", locale: "es" });
  });
});

describe("hospital page paths (issue 49)", () => {
  it("pairs a hospital's page in each edition", () => {
    expect(hospitalPathIn("en", "kearney", "chi-health-good-samaritan")).toBe("/cities/kearney/hospitals/chi-health-good-samaritan/");
    expect(twinPath("/cities/kearney/hospitals/chi-health-good-samaritan/")).toBe("/es/ciudades/kearney/hospitales/chi-health-good-samaritan/");
    expect(twinPath("/es/ciudades/kearney/hospitales/chi-health-good-samaritan/")).toBe("/cities/kearney/hospitals/chi-health-good-samaritan/");
    expect(hospitalPathOf("/es/ciudades/kearney/hospitales/x/")).toEqual({ townSlug: "kearney", slug: "x", locale: "es" });
  });

  it("matches only well-formed hospital paths of one edition", () => {
    expect(hospitalPathOf("/cities/kearney/hospitales/x/")).toBeNull();
    expect(hospitalPathOf("/es/ciudades/kearney/hospitals/x/")).toBeNull();
    expect(hospitalPathOf("/cities/Kearney/hospitals/x/")).toBeNull();
    expect(hospitalPathOf("/cities/kearney/hospitals/x")).toBeNull();
    expect(hospitalPathOf(`/cities/kearney/hospitals/${"a".repeat(81)}/`)).toBeNull();
  });
});

describe("care list and index paths (issue 49)", () => {
  it("pairs a town's list and the index in each edition", () => {
    expect(careListPathIn("en", "broken-bow")).toBe("/cities/broken-bow/hospitals-and-care-homes/");
    expect(twinPath("/cities/broken-bow/hospitals-and-care-homes/")).toBe("/es/ciudades/broken-bow/hospitales-y-residencias/");
    expect(twinPath("/es/ciudades/broken-bow/hospitales-y-residencias/")).toBe("/cities/broken-bow/hospitals-and-care-homes/");
    expect(twinPath(careIndexPathIn("en"))).toBe(careIndexPathIn("es"));
    expect(twinPath(careIndexPathIn("es"))).toBe(careIndexPathIn("en"));
  });

  it("matches only well-formed list paths of one edition", () => {
    expect(careListPathOf("/es/ciudades/kearney/hospitales-y-residencias/")).toEqual({ townSlug: "kearney", locale: "es" });
    expect(careListPathOf("/cities/kearney/hospitales-y-residencias/")).toBeNull();
    expect(careListPathOf("/es/ciudades/kearney/hospitals-and-care-homes/")).toBeNull();
    expect(careListPathOf("/cities/Kearney/hospitals-and-care-homes/")).toBeNull();
    expect(careListPathOf(`/cities/${"a".repeat(81)}/hospitals-and-care-homes/`)).toBeNull();
  });
});
