import { careTown } from "../care/care-pages";
import { hospitalIn } from "../care/facilities";
import type { Facility } from "../care/types";
import { SPANISH_GUIDES } from "../content/guides-es";
import type { Locale } from "../i18n/locale";
import { serviceAnswerQuery } from "../delivery/service-query";
import { getCityBySlug } from "../nebraska/directory";
import { resolveCitySlug } from "../nebraska/slug";
import { deliveryZipOf } from "../nebraska/town-zip";
import type { City } from "../nebraska/types";
import { isDefaultView, type ShopView, shopViewOf } from "../products/shop-view";
import type { ProductSource } from "../products/source";
import { href, parse, type Route } from "../routes/routes";

/**
 * The pages the server renders on demand, because they show products from the page
 * cache (docs/decisions/0008). Everything else is a prerendered file or the 404 page.
 * The request is matched here once; the page reads the match from Astro.locals.route
 * (core/site/page-locals.ts) rather than reading its address again.
 */
export type OnDemandPage = {
  path: string;
  /** The page's edition: Spanish under /es/ (issue 41), else English. Required, so no page renders in a language it was not asked in. */
  locale: Locale;
  /** Which of the site's rendered page kinds this is. */
  section: "home" | "admin" | "cities" | "categories" | "hospitals" | "care" | "guides";
  /**
   * A town's or category's slug, a town's alias resolved (st-paul is saint-paul). A Spanish
   * category page carries its category's own (English) slug; its address is in `path`.
   */
  slug?: string;
  /** The directory town: a town page's own, or the one a category view is priced for. */
  town?: City;
  /** The ZIP the page's cards are priced delivered to (core/nebraska/town-zip.ts; a hospital's own ZIP). */
  zip?: string;
  /** A hospital page's hospital (issue 49, core/care/): `town` is the town whose list it is on. A town's care list ("care") carries its town only. */
  facility?: Facility;
  products: ProductSource | null;
  /**
   * False for a well-formed slug the directory does not know: the spec still renders a
   * generic page for it, which answers 404 with noindex (docs/decisions/0004) and is not
   * kept in the rendered-page memo, so made-up slugs cannot crowd real pages out of it.
   */
  known: boolean;
  /** A category page's budget and order (issue 29), when not the canonical page's. */
  view?: ShopView;
  /**
   * The sympathy page's service query, when it asks for an answer: the parts an answer is
   * made from, in a fixed order (core/delivery/service-query.ts). Absent for a plain page.
   */
  answerQuery?: string;
};

/** A directory town and the ZIP its cards are priced delivered to (issue 29), or nothing for a made-up town. */
function townOfSlug(slug: string): { town?: City; zip?: string } {
  const town = getCityBySlug(slug);
  const zip = town ? deliveryZipOf(town) : undefined;
  return { ...(town ? { town } : {}), ...(zip ? { zip } : {}) };
}

/**
 * The on-demand page of a route (parsed once from the request's path, core/routes/routes.ts), or
 * null. Malformed and over-long slugs have no route: they get the plain 404 page, which never
 * echoes the slug. Unknown categories show the spec's fallback without asking the partner for products.
 */
export function onDemandPage(route: Route | null, options: { admin: boolean }, search: URLSearchParams = new URLSearchParams()): OnDemandPage | null {
  if (!route) return null;
  switch (route.kind) {
    case "fixed":
      return route.page === "/" ? { path: href(route), locale: route.locale, section: "home", products: { kind: "featured" }, known: true } : null;
    case "admin":
      return options.admin ? { path: href(route), locale: "en", section: "admin", products: null, known: true } : null;
    case "hospital":
      return hospitalPage(route);
    case "careList":
      return careListPage(route);
    case "guide":
      // A Spanish guide (issue 50): its slug, and the partner category whose products fit it.
      return { path: href(route), locale: "es", section: "guides", slug: route.slug, products: { kind: "category", slug: SPANISH_GUIDES[route.slug].category }, known: true };
    case "madeUpCategory":
      return { path: href(route), locale: route.locale, section: "categories", slug: route.slug, products: null, known: false };
    case "category":
      return categoryPage(route, search);
    case "town": {
      const slug = resolveCitySlug(route.slug);
      const town = townOfSlug(slug);
      return { path: href(route), locale: route.locale, section: "cities", slug, ...town, products: { kind: "featured", ...(town.zip ? { zip: town.zip } : {}) }, known: town.town !== undefined };
    }
    default:
      return null;
  }
}

/** A known category's page, with a visitor's view and the sympathy answer's query when asked. */
function categoryPage(route: Extract<Route, { kind: "category" }>, search: URLSearchParams): OnDemandPage {
  const { slug, locale } = route;
  const view = shopViewOf(search);
  // A view for a town prices its cards delivered there (issue 37).
  const town = view.to ? townOfSlug(view.to) : {};
  // Asked of the category's English address: the Spanish sympathy page answers the same form.
  const answerQuery = serviceAnswerQuery(href({ ...route, locale: "en" }), search, view);
  return {
    path: href(route),
    locale,
    section: "categories",
    slug,
    ...town,
    products: { kind: "category", slug, ...(town.zip ? { zip: town.zip } : {}) },
    known: true,
    ...(isDefaultView(view) ? {} : { view }),
    ...(answerQuery === undefined ? {} : { answerQuery }),
  };
}

/** The get-well collection a hospital page shows, priced delivered to the hospital's own ZIP. */
export const HOSPITAL_CATEGORY = "get-well-soon";

/**
 * A hospital's page (issue 49), null for a hospital path we have no page for (the plain 404:
 * a made-up hospital costs one regex and one lookup), undefined for any other path. Only
 * hospitals we suggest flowers for have pages (docs/decisions/0053); their cards are priced
 * delivered to the hospital's ZIP, which need not be the town's first (CHI Health Good
 * Samaritan is 68847, Kearney's page prices 68845).
 */
function hospitalPage(route: Extract<Route, { kind: "hospital" }>): OnDemandPage | null {
  const facility = hospitalIn(route.town, route.slug);
  const town = facility?.flowers ? getCityBySlug(facility.townSlug) : undefined;
  if (!facility || !town) return null;
  return {
    path: href(route),
    locale: route.locale,
    section: "hospitals",
    slug: facility.slug,
    town,
    zip: facility.zip,
    facility,
    products: { kind: "category", slug: HOSPITAL_CATEGORY, zip: facility.zip },
    known: true,
  };
}

/**
 * A town's list of hospitals and assisted-living homes (issue 49, item 3; docs/decisions/0059),
 * null for a list path of a town without facilities or not in the directory (the plain 404, as a
 * made-up hospital), undefined for any other path. It has no product list of its own: each
 * place's delivered price comes from the care list's loader (server/pages/loaders/care-list.ts).
 */
function careListPage(route: Extract<Route, { kind: "careList" }>): OnDemandPage | null {
  const town = careTown(route.town);
  if (!town) return null;
  return { path: href(route), locale: route.locale, section: "care", slug: town.slug, town, products: null, known: true };
}

/**
 * The same page without a visitor's view: what answers when a view cannot be rendered now.
 * A category's products lose the view's town too (the canonical page is priced nowhere).
 */
export function canonicalPage(page: OnDemandPage): OnDemandPage {
  if (!page.view && page.answerQuery === undefined) return page;
  const { view: _view, answerQuery: _answerQuery, town: _town, zip: _zip, ...rest } = page;
  return page.section === "categories" && page.slug ? { ...rest, products: { kind: "category", slug: page.slug } } : rest;
}

/** A town's flower-dates file: its slug (an alias resolved), edition, and the directory town when there is one. */
export type TownCalendarMatch = { slug: string; locale: Locale; town: City | undefined };

/**
 * The town's flower-dates file a route asks for, or null for any other route. One lookup: a
 * made-up town costs no more than that (docs/decisions/0019).
 */
export function townCalendar(route: Route | null): TownCalendarMatch | null {
  if (route?.kind !== "townCalendar") return null;
  const slug = resolveCitySlug(route.slug);
  return { slug, locale: route.locale, town: getCityBySlug(slug) };
}

/** The on-demand page at a (decoded) path: parses it, so only for a caller that has no route yet (Astro's dev server, tests). */
export function pageAt(path: string, options: { admin: boolean }, search?: URLSearchParams): OnDemandPage | null {
  return onDemandPage(parse(path), options, search);
}

/** What a request asks for, matched once (issue 47, item 2): its route, and the page or calendar file it names. */
export type RequestMatch = { route: Route | null; page: OnDemandPage | null; calendar: TownCalendarMatch | null };

/** Parses a request's (decoded) path once and matches its page or calendar file. */
export function matchRequest(path: string, options: { admin: boolean; pages: boolean; calendars: boolean }, search?: URLSearchParams): RequestMatch {
  const route = parse(path);
  return {
    route,
    page: options.pages ? onDemandPage(route, options, search) : null,
    calendar: options.calendars ? townCalendar(route) : null,
  };
}
