import { careTown } from "../care/care-pages";
import { hospitalIn } from "../care/facilities";
import type { Facility } from "../care/types";
import { categoryBySlug } from "../content/categories";
import { careListPathOf, englishCategorySlug, hospitalPathOf, spanishGuideOf } from "../i18n/edition-paths";
import { SPANISH_GUIDES } from "../content/guides-es";
import type { Locale } from "../i18n/locale";
import { serviceAnswerQuery } from "../delivery/service-query";
import { getCityBySlug } from "../nebraska/directory";
import { resolveCitySlug } from "../nebraska/slug";
import { deliveryZipOf } from "../nebraska/town-zip";
import type { City } from "../nebraska/types";
import { isDefaultView, type ShopView, shopViewOf } from "../products/shop-view";
import type { ProductSource } from "../products/source";
import { sectionPath } from "./section-path";

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
 * The on-demand page at a (decoded, trailing-slash) path, or null. Malformed and
 * over-long slugs are null: they get the plain 404 page, which never echoes the slug.
 * Unknown categories show the spec's fallback without asking the partner for products.
 */
export function onDemandPage(path: string, options: { admin: boolean }, search: URLSearchParams = new URLSearchParams()): OnDemandPage | null {
  if (path === "/") return { path, locale: "en", section: "home", products: { kind: "featured" }, known: true };
  if (path === "/es/") return { path, locale: "es", section: "home", products: { kind: "featured" }, known: true };
  if (path === "/admin/") return options.admin ? { path, locale: "en", section: "admin", products: null, known: true } : null;
  const hospital = hospitalPage(path);
  if (hospital !== undefined) return hospital;
  const careList = careListPage(path);
  if (careList !== undefined) return careList;
  // A Spanish guide (issue 50): its slug, and the partner category whose products fit it.
  const guide = spanishGuideOf(path);
  if (guide) return { path, locale: "es", section: "guides", slug: guide, products: { kind: "category", slug: SPANISH_GUIDES[guide].category }, known: true };
  const matched = sectionPath(path);
  if (!matched || matched.calendar) return null;
  const { locale } = matched;
  if (matched.section === "categories") {
    const slug = matched.locale === "es" ? englishCategorySlug(matched.slug) : categoryBySlug(matched.slug)?.slug;
    if (!slug) return { path, locale, section: "categories", slug: matched.slug, products: null, known: false };
    const view = shopViewOf(search);
    // A view for a town prices its cards delivered there (issue 37).
    const town = view.to ? townOfSlug(view.to) : {};
    // Asked of the category's English address: the Spanish sympathy page answers the same form.
    const answerQuery = serviceAnswerQuery(`/categories/${slug}/`, search, view);
    return {
      path,
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
  const slug = resolveCitySlug(matched.slug);
  const town = townOfSlug(slug);
  return { path, locale, section: "cities", slug, ...town, products: { kind: "featured", ...(town.zip ? { zip: town.zip } : {}) }, known: town.town !== undefined };
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
function hospitalPage(path: string): OnDemandPage | null | undefined {
  const matched = hospitalPathOf(path);
  if (!matched) return undefined;
  const facility = hospitalIn(matched.townSlug, matched.slug);
  const town = facility?.flowers ? getCityBySlug(facility.townSlug) : undefined;
  if (!facility || !town) return null;
  return {
    path,
    locale: matched.locale,
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
 * place's delivered price comes with the page's extras (server/pages/care-list-extras.ts).
 */
function careListPage(path: string): OnDemandPage | null | undefined {
  const matched = careListPathOf(path);
  if (!matched) return undefined;
  const town = careTown(matched.townSlug);
  if (!town) return null;
  return { path, locale: matched.locale, section: "care", slug: town.slug, town, products: null, known: true };
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

/**
 * A town's flower-dates calendar at a (decoded) path: its slug as written, and whether the
 * directory knows the town. Null for any other path. One regex and one lookup: a made-up town
 * costs no more than that (docs/decisions/0019).
 */
export function townCalendar(path: string): { slug: string; known: boolean; locale: Locale } | null {
  const matched = sectionPath(path);
  if (!matched?.calendar || matched.section !== "cities") return null;
  const slug = resolveCitySlug(matched.slug);
  return { slug, known: getCityBySlug(slug) !== undefined, locale: matched.locale };
}
