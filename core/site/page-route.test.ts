import { describe, expect, it } from "vitest";
import { canonicalPage, pageAt, townCalendar } from "./page-route";
import { MAX_SLUG_LENGTH, parse } from "../routes/routes";

/** The calendar file at a path, as the app matches it: its slug, edition, and whether the directory knows the town. */
function calendarAt(path: string) {
  const matched = townCalendar(parse(path));
  return matched && { slug: matched.slug, known: matched.town !== undefined, locale: matched.locale };
}

const open = { admin: false };

describe("onDemandPage", () => {
  it("renders home, known towns (and their aliases) with the carousel set", () => {
    expect(pageAt("/", open)).toEqual({ path: "/", locale: "en", section: "home", products: { kind: "featured" }, known: true });
    expect(pageAt("/cities/omaha/", open)?.products).toEqual({ kind: "featured", zip: "68101" });
    expect(pageAt("/cities/kearney/", open)?.products).toEqual({ kind: "featured", zip: "68845" });
    expect(pageAt("/cities/broken-bow/", open)?.products).toEqual({ kind: "featured", zip: "68822" });
    expect(pageAt("/cities/st-paul/", open)).not.toBeNull();
  });

  it("renders known categories with their own products", () => {
    expect(pageAt("/categories/anniversary/", open)?.products).toEqual({ kind: "category", slug: "anniversary" });
  });

  it("renders well-formed unknown slugs as unknown pages; unknown categories ask for no products", () => {
    expect(pageAt("/cities/atlantis/", open)).toEqual({ path: "/cities/atlantis/", locale: "en", section: "cities", slug: "atlantis", products: { kind: "featured" }, known: false });
    expect(pageAt("/categories/flowers-for-cats/", open)).toEqual({ path: "/categories/flowers-for-cats/", locale: "en", section: "categories", slug: "flowers-for-cats", products: null, known: false });
    expect(pageAt("/cities/omaha/", open)?.known).toBe(true);
  });

  it("leaves malformed and over-long slugs to the plain 404 page", () => {
    expect(pageAt("/categories/any sentence at all/", open)).toBeNull();
    expect(pageAt("/categories/<script>/", open)).toBeNull();
    expect(pageAt("/cities/Omaha/", open)).toBeNull();
    expect(pageAt(`/cities/${"a-".repeat(MAX_SLUG_LENGTH)}a/`, open)).toBeNull();
    expect(pageAt("/cities/omaha/extra/", open)).toBeNull();
  });

  it("serves the admin page only when an admin token is configured", () => {
    expect(pageAt("/admin/", open)).toBeNull();
    expect(pageAt("/admin/", { admin: true })).toEqual({ path: "/admin/", locale: "en", section: "admin", products: null, known: true });
  });

  it("carries what it matched to the page: the town, its ZIP, an alias resolved", () => {
    const stPaul = pageAt("/cities/st-paul/", open);
    expect(stPaul).toMatchObject({ section: "cities", slug: "saint-paul", zip: stPaul?.town?.zipCodes[0] });
    expect(stPaul?.town?.name).toBe("Saint Paul");
    const view = pageAt("/categories/anniversary/", open, new URLSearchParams("budget=under-60&to=kearney"));
    expect(view).toMatchObject({ section: "categories", slug: "anniversary", zip: "68845", view: { to: "kearney" } });
    expect(view?.town?.name).toBe("Kearney");
    expect(view?.products).toEqual({ kind: "category", slug: "anniversary", zip: "68845" });
  });

  it("carries the service query only when it asks for an answer, in the answer's fixed order", () => {
    const sympathy = "/categories/sympathy-funeral/";
    expect(pageAt(sympathy, open, new URLSearchParams("utm_source=x&time=morning&date=2026-12-07&town=kearney"))?.answerQuery).toBe("?town=Kearney&date=2026-12-07&time=morning");
    expect(pageAt(sympathy, open, new URLSearchParams("town=kearney"))?.answerQuery).toBeUndefined();
    expect(pageAt("/categories/anniversary/", open, new URLSearchParams("date=2026-12-07"))?.answerQuery).toBeUndefined();
  });

  it("gives a view's canonical page, priced nowhere", () => {
    const view = pageAt("/categories/anniversary/", open, new URLSearchParams("order=price-low&to=kearney"));
    expect(view && canonicalPage(view)).toEqual(pageAt("/categories/anniversary/", open));
  });

  it("does not claim prerendered pages", () => {
    for (const path of ["/about/", "/cities/", "/contact/", "/terms/"]) expect(pageAt(path, open)).toBeNull();
  });
});

describe("townCalendar", () => {
  it("knows a town's flower-dates file by its slug or an alias, and says when the town is made up", () => {
    expect(calendarAt("/cities/kearney/flower-dates.ics")).toEqual({ slug: "kearney", known: true, locale: "en" });
    expect(calendarAt("/cities/st-paul/flower-dates.ics")).toEqual({ slug: "saint-paul", known: true, locale: "en" });
    expect(calendarAt("/cities/atlantis/flower-dates.ics")).toEqual({ slug: "atlantis", known: false, locale: "en" });
  });

  it("is null for any other path, malformed or over-long slugs included", () => {
    for (const path of ["/cities/kearney/", "/cities/kearney/flower-dates.ics/", "/cities/Kearney/flower-dates.ics", "/cities/kearney/other.ics", `/cities/${"a-".repeat(MAX_SLUG_LENGTH)}a/flower-dates.ics`, "/cities/<x>/flower-dates.ics"]) {
      expect(calendarAt(path), path).toBeNull();
    }
  });
});

describe("the Spanish edition's routes (issue 41)", () => {
  it("matches /es/, Spanish towns and Spanish category slugs to the same pages", () => {
    expect(pageAt("/es/", open)).toEqual({ path: "/es/", locale: "es", section: "home", products: { kind: "featured" }, known: true });
    expect(pageAt("/es/ciudades/lexington/", open)).toMatchObject({ locale: "es", section: "cities", slug: "lexington", known: true, products: { kind: "featured", zip: "68850" } });
    expect(pageAt("/es/ciudades/st-paul/", open)).toMatchObject({ locale: "es", slug: "saint-paul", known: true });
    expect(pageAt("/es/categorias/cumpleanos/", open)).toMatchObject({ locale: "es", section: "categories", slug: "birthday-flowers", known: true, products: { kind: "category", slug: "birthday-flowers" } });
  });

  it("answers the sympathy form and keeps a view's town on the Spanish page", () => {
    const answer = pageAt("/es/categorias/condolencias-y-funerales/", open, new URLSearchParams("town=kearney&date=2026-12-01&time=morning"));
    expect(answer?.answerQuery).toBe("?town=Kearney&date=2026-12-01&time=morning");
    expect(pageAt("/es/categorias/cumpleanos/", open, new URLSearchParams("to=ansley"))?.zip).toBe(pageAt("/categories/birthday-flowers/", open, new URLSearchParams("to=ansley"))?.zip);
  });

  it("treats made-up Spanish slugs as unknown pages and crossed or English slugs as no page", () => {
    expect(pageAt("/es/ciudades/atlantis/", open)).toMatchObject({ locale: "es", known: false });
    expect(pageAt("/es/categorias/birthday-flowers/", open)).toMatchObject({ locale: "es", known: false, products: null });
    expect(pageAt("/es/cities/omaha/", open)).toBeNull();
    expect(pageAt("/ciudades/omaha/", open)).toBeNull();
    expect(pageAt("/es/ciudades/Omaha/", open)).toBeNull();
    expect(pageAt("/es/ciudades/omaha/flower-dates.ics", open)).toBeNull();
  });

  it("finds the Spanish flower-dates file", () => {
    expect(calendarAt("/es/ciudades/kearney/fechas-de-flores.ics")).toEqual({ slug: "kearney", known: true, locale: "es" });
    expect(calendarAt("/es/ciudades/kearney/flower-dates.ics")).toBeNull();
  });

  it("routes a hospital's page to its own ZIP's get-well prices (issue 49)", () => {
    const page = pageAt("/cities/kearney/hospitals/chi-health-good-samaritan/", open);
    expect(page).toMatchObject({ section: "hospitals", slug: "chi-health-good-samaritan", zip: "68847", known: true, products: { kind: "category", slug: "get-well-soon", zip: "68847" } });
    expect(page?.town?.slug).toBe("kearney");
    expect(page?.zip).not.toBe(pageAt("/cities/kearney/", open)?.zip);
    expect(pageAt("/es/ciudades/kearney/hospitales/chi-health-good-samaritan/", open)).toMatchObject({ locale: "es", section: "hospitals", zip: "68847" });
  });

  it("routes a town's care list with its town and no product list of its own (issue 49)", () => {
    expect(pageAt("/cities/kearney/hospitals-and-care-homes/", open)).toMatchObject({ section: "care", slug: "kearney", locale: "en", known: true, products: null, town: { slug: "kearney" } });
    expect(pageAt("/es/ciudades/broken-bow/hospitales-y-residencias/", open)).toMatchObject({ section: "care", slug: "broken-bow", locale: "es" });
    expect(pageAt("/cities/atlantis/hospitals-and-care-homes/", open)).toBeNull();
    expect(pageAt("/cities/ansley/hospitals-and-care-homes/", open)).toBeNull();
  });

  it("gives no page to a made-up hospital, a hospital under another town, or one listed without flowers", () => {
    expect(pageAt("/cities/kearney/hospitals/atlantis-general/", open)).toBeNull();
    expect(pageAt("/cities/omaha/hospitals/chi-health-good-samaritan/", open)).toBeNull();
    expect(pageAt("/cities/kearney/hospitals/chi-health-richard-young-behavioral-health/", open)).toBeNull();
    expect(pageAt("/es/ciudades/kearney/hospitals/chi-health-good-samaritan/", open)).toBeNull();
  });
});
