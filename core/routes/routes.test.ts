import { describe, expect, it } from "vitest";
import { CARE_TOWNS } from "../care/care-pages";
import { ALL_FACILITIES } from "../care/facilities";
import { CATEGORIES } from "../content/categories";
import { LOCALES } from "../i18n/locale";
import { getAllCities } from "../nebraska/directory";
import { sitePagePaths } from "../site/pages";
import { FIXED_PAGE_PAIRS, href, isCategorySlug, MAX_ROUTE_PATH_LENGTH, parse, type Route, type RouteKind, routeParseCount, SPANISH_GUIDE_SLUGS, twinOf } from "./routes";

/** Every route kind, so a kind added to the table without a case here fails to compile. */
const KINDS: Record<RouteKind, true> = {
  fixed: true,
  town: true,
  townCalendar: true,
  category: true,
  madeUpCategory: true,
  serviceCalendar: true,
  careIndex: true,
  careList: true,
  hospital: true,
  guide: true,
  admin: true,
};

/** Every route of the site in both editions, from the real towns, categories and care lists. */
function everyRoute(): Route[] {
  const categories = CATEGORIES.map((category) => category.slug).filter(isCategorySlug);
  expect(categories).toHaveLength(CATEGORIES.length);
  const all: Route[] = [
    ...LOCALES.flatMap((locale): Route[] => [
      ...FIXED_PAGE_PAIRS.map(([page]): Route => ({ kind: "fixed", locale, page })),
      ...getAllCities().flatMap((city): Route[] => [
        { kind: "town", locale, slug: city.slug },
        { kind: "townCalendar", locale, slug: city.slug },
      ]),
      ...categories.map((slug): Route => ({ kind: "category", locale, slug })),
      // A made-up category is every well-formed slug no category has in the edition: a town's name is one.
      ...getAllCities().slice(0, 20).map((city): Route => ({ kind: "madeUpCategory", locale, slug: city.slug })),
      { kind: "serviceCalendar", locale },
      { kind: "careIndex", locale },
      ...CARE_TOWNS.map((town): Route => ({ kind: "careList", locale, town: town.slug })),
      // Every facility's slug under its town: the table reads the shape; whether a page exists is the page match's.
      ...ALL_FACILITIES.map((facility): Route => ({ kind: "hospital", locale, town: facility.townSlug, slug: facility.slug })),
    ]),
    ...SPANISH_GUIDE_SLUGS.map((slug): Route => ({ kind: "guide", locale: "es", slug })),
    { kind: "admin", locale: "en" },
  ];
  // A place on two rosters (a hospital with a home) is one address.
  return [...new Map(all.map((route) => [JSON.stringify(route), route])).values()];
}

describe("the route table", () => {
  const routes = everyRoute();

  it("round-trips parse(href(route)) for every route kind in both editions", () => {
    expect(new Set(routes.map((route) => route.kind))).toEqual(new Set(Object.keys(KINDS)));
    for (const locale of LOCALES) {
      const kinds = new Set(routes.filter((route) => route.locale === locale).map((route) => route.kind));
      // Every kind has both editions but the Spanish-only guides and the (English) admin page.
      expect([...kinds].sort()).toEqual(Object.keys(KINDS).filter((kind) => kind !== (locale === "en" ? "guide" : "admin")).sort());
    }
    for (const route of routes) expect(parse(href(route)), href(route)).toEqual(route);
    // Each route has its own address.
    expect(new Set(routes.map(href)).size).toBe(routes.length);
  });

  it("writes each edition's words", () => {
    expect(href({ kind: "town", locale: "es", slug: "lexington" })).toBe("/es/ciudades/lexington/");
    expect(href({ kind: "townCalendar", locale: "en", slug: "kearney" })).toBe("/cities/kearney/flower-dates.ics");
    expect(href({ kind: "townCalendar", locale: "es", slug: "kearney" })).toBe("/es/ciudades/kearney/fechas-de-flores.ics");
    expect(href({ kind: "category", locale: "es", slug: "sympathy-funeral" })).toBe("/es/categorias/condolencias-y-funerales/");
    expect(href({ kind: "careList", locale: "es", town: "kearney" })).toBe("/es/ciudades/kearney/hospitales-y-residencias/");
    expect(href({ kind: "hospital", locale: "en", town: "kearney", slug: "x" })).toBe("/cities/kearney/hospitals/x/");
    expect(href({ kind: "careIndex", locale: "es" })).toBe("/es/hospitales-y-residencias/");
    expect(href({ kind: "guide", locale: "es", slug: "quinceanera" })).toBe("/es/guias/quinceanera/");
    expect(href({ kind: "fixed", locale: "es", page: "/cities/" })).toBe("/es/ciudades/");
  });

  it("knows every page the site lists (the sitemap's, the /terms/ alias aside)", () => {
    for (const path of sitePagePaths().filter((path) => path !== "/terms/")) {
      const route = parse(path);
      expect(route, path).not.toBeNull();
      if (route) expect(href(route)).toBe(path);
    }
  });

  it("pairs each page with its twin, and a guide, a made-up category or a file with none", () => {
    for (const route of routes) {
      const twin = twinOf(route);
      if (["guide", "madeUpCategory", "townCalendar", "serviceCalendar", "admin"].includes(route.kind)) expect(twin).toBeNull();
      else expect(twin && twinOf(twin)).toEqual(route);
    }
  });

  it("parses unknown and hostile paths to null, and reads no more than a bounded path", () => {
    const hostile = [
      "",
      "/nowhere/",
      "/cities",
      "/cities/omaha",
      "/cities//",
      "/cities/Omaha/",
      "/cities/omaha/extra/",
      "/cities/omaha/flower-dates.ics/",
      "/cities/omaha/fechas-de-flores.ics",
      "/es/ciudades/omaha/flower-dates.ics",
      "/categories/x/flower-dates.ics",
      "/es/cities/omaha/",
      "/ciudades/omaha/",
      "/categorias/cumpleanos/",
      "/es/guias/otra/",
      "/guias/quinceanera/",
      "/es/admin/",
      "/cities/kearney/hospitales-y-residencias/",
      "/es/ciudades/kearney/hospitals-and-care-homes/",
      "/cities/kearney/hospitals/",
      "/cities/kearney/hospitals/x/y/",
      "/cities/<script>/",
      "/cities/a b/",
      "/cities/..%2f/",
      "/categories/%00/",
      "//evil.example/cities/omaha/",
      `/cities/${"a-".repeat(30)}a/`,
      `/cities/kearney/hospitals/${"a".repeat(81)}/`,
      `/cities/${"a".repeat(100_000)}/`,
      `/${"cities/".repeat(10_000)}`,
    ];
    for (const path of hostile) expect(parse(path), path.slice(0, 80)).toBeNull();
    expect(parse(`/cities/${"a".repeat(MAX_ROUTE_PATH_LENGTH)}/`)).toBeNull();
  });

  it("reads the service file's edition from its query, and a page's view is not part of its route", () => {
    expect(parse("/api/service-delivery.ics?town=kearney&date=2026-12-03&time=morning&lang=es")).toEqual({ kind: "serviceCalendar", locale: "es" });
    expect(parse("/api/service-delivery.ics?town=kearney")).toEqual({ kind: "serviceCalendar", locale: "en" });
    expect(parse("/categories/anniversary/?budget=under-60&to=omaha")).toEqual({ kind: "category", locale: "en", slug: "anniversary" });
  });

  it("counts its parses", () => {
    const before = routeParseCount();
    parse("/cities/omaha/");
    parse("/nowhere/");
    expect(routeParseCount() - before).toBe(2);
  });
});
