import { HREFLANG, type Locale, localeOfPath } from "../i18n/locale";
import { SLUG } from "./slug";

/**
 * The site's one route table (issue 47, docs/decisions/0062): every address kind in each edition,
 * read by `parse` and written by `href`, and nowhere else. English lives at the root, Spanish
 * under /es/ with Spanish words for sections, fixed pages and categories (issue 41); town and
 * hospital slugs are names and stay the same. No data behind it (no directory, no content), so
 * an island can use it too; what the directory knows (an alias, a town's ZIP, whether a
 * hospital has a page) is added by the server's page match (core/site/page-route.ts).
 */

export const SPANISH_CATEGORY_SLUG = {
  "valentines-day": "san-valentin",
  "birthday-flowers": "cumpleanos",
  // The Spanish twin of the US Mother's Day page is May 10's (Día de las Madres).
  "mothers-day": "dia-de-las-madres",
  "sympathy-funeral": "condolencias-y-funerales",
  "new-baby": "recien-nacido",
  graduation: "graduacion",
  "get-well-soon": "pronta-recuperacion",
  anniversary: "aniversario",
  "just-because": "porque-si",
} as const;

/**
 * A category's own slug. The same nine as core/content/categories.ts (a test holds them equal):
 * spelled out here so the addresses need nothing from the content, which speaks Spanish through
 * this table.
 */
export type CategorySlug = keyof typeof SPANISH_CATEGORY_SLUG;

export function isCategorySlug(slug: string): slug is CategorySlug {
  return Object.hasOwn(SPANISH_CATEGORY_SLUG, slug);
}

const ENGLISH_CATEGORY_SLUG = new Map<string, CategorySlug>(
  Object.entries(SPANISH_CATEGORY_SLUG).map(([english, spanish]) => [spanish, english as CategorySlug]),
);

/** The English category slug of a Spanish one, or undefined. */
export function englishCategorySlug(spanish: string): CategorySlug | undefined {
  return ENGLISH_CATEGORY_SLUG.get(spanish);
}

/** The fixed pages: English path and Spanish path (the home page and the towns list are fixed pages too). */
export const FIXED_PAGE_PAIRS = [
  ["/", "/es/"],
  ["/cities/", "/es/ciudades/"],
  ["/about/", "/es/acerca-de/"],
  ["/data-sources/", "/es/fuentes-de-datos/"],
  ["/contact/", "/es/contacto/"],
  ["/privacy-policy/", "/es/politica-de-privacidad/"],
  ["/terms-of-service/", "/es/terminos-del-servicio/"],
] as const;

/** A fixed page, by its English path. */
export type FixedPagePath = (typeof FIXED_PAGE_PAIRS)[number][0];

/** The towns list, as a fixed page (its English path: what the fixed pages' tables are keyed by). */
export const TOWNS_LIST = FIXED_PAGE_PAIRS[1][0];

/**
 * Spanish guides with no English twin (issue 50, docs/decisions/0060): occasions the Spanish
 * edition's readers keep and the English site has no page for. Rendered on demand (they show
 * the partner's products), listed in the sitemap with only themselves as alternates.
 */
export const SPANISH_GUIDE_SLUGS = ["quinceanera", "12-de-diciembre"] as const;

export type SpanishGuideSlug = (typeof SPANISH_GUIDE_SLUGS)[number];

function isGuideSlug(slug: string): slug is SpanishGuideSlug {
  return (SPANISH_GUIDE_SLUGS as readonly string[]).includes(slug);
}

export { SLUG };
/** Longer than any town or category slug we have; longer ones are not worth a lookup. */
export const MAX_SLUG_LENGTH = 60;
/** Longer than any town or hospital slug under a town's care pages (issue 49). */
const MAX_CARE_SLUG_LENGTH = 80;
/** Longer than any address in the table: a longer path is not parsed at all. */
export const MAX_ROUTE_PATH_LENGTH = 256;

/**
 * One address of the site. Every kind carries its edition; a slug is as written in the address
 * (a town's alias is resolved by the page match), except a known category's, which is its own
 * (English) slug in both editions.
 */
export type Route =
  | { kind: "fixed"; locale: Locale; page: FixedPagePath }
  | { kind: "town"; locale: Locale; slug: string }
  /** A town's flower-dates file (issue 42, item 6; docs/decisions/0044): the same events and UIDs, the words differ. */
  | { kind: "townCalendar"; locale: Locale; slug: string }
  | { kind: "category"; locale: Locale; slug: CategorySlug }
  /** A well-formed category slug no category has in this edition: the made-up category page (decision 0019). */
  | { kind: "madeUpCategory"; locale: Locale; slug: string }
  /** The sympathy answer's calendar event (docs/decisions/0044); the Spanish file is asked with `lang=es`. */
  | { kind: "serviceCalendar"; locale: Locale }
  /** The statewide index of hospitals and care homes (issue 49, item 4). */
  | { kind: "careIndex"; locale: Locale }
  /** A town's list of hospitals and assisted-living homes (issue 49, item 3; docs/decisions/0059). */
  | { kind: "careList"; locale: Locale; town: string }
  /** A hospital's page under its town (issue 49). */
  | { kind: "hospital"; locale: Locale; town: string; slug: string }
  /** A Spanish guide with no English twin (docs/decisions/0060). */
  | { kind: "guide"; locale: "es"; slug: SpanishGuideSlug }
  | { kind: "admin"; locale: "en" };

export type RouteKind = Route["kind"];

/** The words of each edition's addresses. */
const WORDS = {
  en: { towns: "cities", categories: "categories", calendar: "flower-dates.ics", hospitals: "hospitals", careList: "hospitals-and-care-homes", careIndex: "hospitals-and-care-homes" },
  es: { towns: "ciudades", categories: "categorias", calendar: "fechas-de-flores.ics", hospitals: "hospitales", careList: "hospitales-y-residencias", careIndex: "hospitales-y-residencias" },
} as const;
const GUIDES_WORD = "guias";
const ADMIN_PATH = "/admin/";
const SERVICE_CALENDAR = "/api/service-delivery.ics";
/** The query field that asks for the Spanish service file (core/delivery/service-query.ts: LANG_FIELD). */
const SERVICE_LANG = "lang";

const SPANISH_FIXED = new Map<string, string>(FIXED_PAGE_PAIRS.map(([en, es]) => [en, es]));
/** Each fixed page by its path in either edition. */
const FIXED_BY_PATH = new Map<string, { page: FixedPagePath; locale: Locale }>(
  FIXED_PAGE_PAIRS.flatMap(([en, es]) => [
    [en, { page: en, locale: "en" as const }],
    [es, { page: en, locale: "es" as const }],
  ]),
);

/** The address of a route: its path (and for the Spanish service file, its `lang` query). */
export function href(route: Route): string {
  const prefix = route.locale === "es" ? "/es" : "";
  const words = WORDS[route.locale];
  switch (route.kind) {
    case "fixed":
      return route.locale === "en" ? route.page : (SPANISH_FIXED.get(route.page) ?? route.page);
    case "town":
      return `${prefix}/${words.towns}/${route.slug}/`;
    case "townCalendar":
      return `${prefix}/${words.towns}/${route.slug}/${words.calendar}`;
    case "category":
      return `${prefix}/${words.categories}/${route.locale === "es" ? SPANISH_CATEGORY_SLUG[route.slug] : route.slug}/`;
    case "madeUpCategory":
      return `${prefix}/${words.categories}/${route.slug}/`;
    case "serviceCalendar":
      return route.locale === "es" ? `${SERVICE_CALENDAR}?${SERVICE_LANG}=es` : SERVICE_CALENDAR;
    case "careIndex":
      return `${prefix}/${words.careIndex}/`;
    case "careList":
      return `${prefix}/${words.towns}/${route.town}/${words.careList}/`;
    case "hospital":
      return `${prefix}/${words.towns}/${route.town}/${words.hospitals}/${route.slug}/`;
    case "guide":
      return `/es/${GUIDES_WORD}/${route.slug}/`;
    case "admin":
      return ADMIN_PATH;
  }
}

let parses = 0;

/** How many times `parse` has run in this process: the tests count a request's parses (issue 47, item 2). */
export function routeParseCount(): number {
  return parses;
}

const wellFormed = (slug: string, max: number) => slug.length <= max && SLUG.test(slug);

/**
 * The route at a (decoded) path, or null for any address that is none of ours. A path may carry
 * a query: only the service file reads it (`lang=es`); a page's view is not part of its route.
 * Over-long paths and malformed slugs are null, so they get the plain 404 page, which never
 * echoes them.
 */
export function parse(url: string): Route | null {
  parses += 1;
  if (url.length > MAX_ROUTE_PATH_LENGTH) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const fixed = FIXED_BY_PATH.get(path);
  if (fixed) return { kind: "fixed", locale: fixed.locale, page: fixed.page };
  if (path === ADMIN_PATH) return { kind: "admin", locale: "en" };
  if (path === SERVICE_CALENDAR) {
    const spanish = queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get(SERVICE_LANG) === "es";
    return { kind: "serviceCalendar", locale: spanish ? "es" : "en" };
  }
  const locale: Locale = path.startsWith("/es/") ? "es" : "en";
  const parts = (locale === "es" ? path.slice(3) : path).split("/");
  // A leading and a trailing slash: "", words…, "" (a file's last part is its name).
  if (parts[0] !== "" || parts.length < 3 || parts.length > 6) return null;
  const words = WORDS[locale];
  const [, section = "", slug = "", third = "", fourth = "", fifth] = parts;
  if (parts.length === 3) {
    return slug === "" && section === words.careIndex ? { kind: "careIndex", locale } : null;
  }
  if (parts.length === 4) {
    if (third === words.calendar && section === words.towns) return wellFormed(slug, MAX_SLUG_LENGTH) ? { kind: "townCalendar", locale, slug } : null;
    if (third !== "") return null;
    if (section === words.towns) return wellFormed(slug, MAX_SLUG_LENGTH) ? { kind: "town", locale, slug } : null;
    if (section === words.categories) {
      if (!wellFormed(slug, MAX_SLUG_LENGTH)) return null;
      const category = locale === "es" ? englishCategorySlug(slug) : isCategorySlug(slug) ? slug : undefined;
      return category ? { kind: "category", locale, slug: category } : { kind: "madeUpCategory", locale, slug };
    }
    if (locale === "es" && section === GUIDES_WORD) return isGuideSlug(slug) ? { kind: "guide", locale, slug } : null;
    return null;
  }
  if (section !== words.towns || !wellFormed(slug, MAX_CARE_SLUG_LENGTH)) return null;
  if (parts.length === 5) return third === words.careList && fourth === "" ? { kind: "careList", locale, town: slug } : null;
  return third === words.hospitals && fifth === "" && wellFormed(fourth, MAX_CARE_SLUG_LENGTH) ? { kind: "hospital", locale, town: slug, slug: fourth } : null;
}

/** The same page in the other edition, or null: a guide, a made-up category, a file or the admin page has none. */
export function twinOf(route: Route): Route | null {
  switch (route.kind) {
    case "guide":
    case "madeUpCategory":
    case "townCalendar":
    case "serviceCalendar":
    case "admin":
      return null;
    default:
      return { ...route, locale: route.locale === "en" ? "es" : "en" };
  }
}

// The builders the pages write links with: each one row of the table.

export function categoryPathIn(locale: Locale, slug: CategorySlug): string {
  return href({ kind: "category", locale, slug });
}

export function cityPathIn(locale: Locale, slug: string): string {
  return href({ kind: "town", locale, slug });
}

/** A fixed page's path in `locale`, from its English path. */
export function fixedPathIn(locale: Locale, page: FixedPagePath): string {
  return href({ kind: "fixed", locale, page });
}

/** The towns list of an edition. */
export function townsPathIn(locale: Locale): string {
  return href({ kind: "fixed", locale, page: "/cities/" });
}

export function spanishGuidePath(slug: SpanishGuideSlug): string {
  return href({ kind: "guide", locale: "es", slug });
}

export function hospitalPathIn(locale: Locale, townSlug: string, slug: string): string {
  return href({ kind: "hospital", locale, town: townSlug, slug });
}

export function careListPathIn(locale: Locale, townSlug: string): string {
  return href({ kind: "careList", locale, town: townSlug });
}

/** The statewide index of hospitals and care homes in `locale`. */
export function careIndexPathIn(locale: Locale): string {
  return href({ kind: "careIndex", locale });
}

/** A town's flower-dates file in each edition (issue 42, item 6): same events and UIDs, the words differ. */
export function flowerDatesPathIn(locale: Locale, slug: string): string {
  return href({ kind: "townCalendar", locale, slug });
}

/**
 * A category page's address in `locale` for a slug that may name no category: a known one at
 * its own page, any other at the address it was asked at (issue 52).
 */
export function categoryOrMadeUpPathIn(locale: Locale, slug: string): string {
  const known = isCategorySlug(slug);
  return href(known ? { kind: "category", locale, slug } : { kind: "madeUpCategory", locale, slug });
}

// Readers of one kind, for callers that ask "is this that page?".

/** The guide a path is, or undefined. */
export function spanishGuideOf(path: string): SpanishGuideSlug | undefined {
  const route = parse(path);
  return route?.kind === "guide" ? route.slug : undefined;
}

/** The town, hospital slug (as written, well formed) and edition of a hospital page's path, or null. */
export function hospitalPathOf(path: string): { townSlug: string; slug: string; locale: Locale } | null {
  const route = parse(path);
  return route?.kind === "hospital" ? { townSlug: route.town, slug: route.slug, locale: route.locale } : null;
}

/** The town (as written, well formed) and edition of a town's care list path, or null. */
export function careListPathOf(path: string): { townSlug: string; locale: Locale } | null {
  const route = parse(path);
  return route?.kind === "careList" ? { townSlug: route.town, locale: route.locale } : null;
}

/** The slug of a town page (as written) or of a category page (a known one's own English slug, a made-up one as written), in either edition; else undefined. */
export function pageSlug(path: string, section: "cities" | "categories"): string | undefined {
  const route = parse(path);
  if (section === "cities") return route?.kind === "town" ? route.slug : undefined;
  return route?.kind === "category" || route?.kind === "madeUpCategory" ? route.slug : undefined;
}

/**
 * The same page in the other edition, for a canonical page path of either edition; null for
 * any path that is not one of our pages' shapes. A town the directory does not know still
 * maps by shape: the caller decides whether the page exists.
 */
export function twinPath(path: string): string | null {
  const route = parse(path);
  const twin = route ? twinOf(route) : null;
  return twin ? href(twin) : null;
}

/** A page's hreflang alternates: itself, its twin, and x-default (the English page). */
export type Alternate = { hreflang: string; href: string };

/** The English page a path is, or is the twin of (itself when it is English or has no twin). */
export function englishPathOf(path: string): string {
  return localeOfPath(path) === "es" ? (twinPath(path) ?? path) : path;
}

export function alternatesOf(path: string, siteUrl: string): Alternate[] {
  const route = parse(path);
  const twin = route ? twinOf(route) : null;
  if (!route || !twin) return [];
  const [english, spanish] = route.locale === "en" ? [path, href(twin)] : [href(twin), path];
  const base = siteUrl.replace(/\/+$/, "");
  return [
    { hreflang: HREFLANG.en, href: `${base}${english}` },
    { hreflang: HREFLANG.es, href: `${base}${spanish}` },
    { hreflang: "x-default", href: `${base}${english}` },
  ];
}

/**
 * The sitemap's alternates for a page: its twin's pair, or for a page with no twin (a Spanish
 * guide) only itself in its own language, as its head says it (app/lib/seo.ts).
 */
export function sitemapAlternatesOf(path: string, siteUrl: string): Alternate[] {
  const both = alternatesOf(path, siteUrl);
  return both.length > 0 ? both : [{ hreflang: HREFLANG[localeOfPath(path)], href: `${siteUrl.replace(/\/+$/, "")}${path}` }];
}

/**
 * A pattern for the paths the server answers outside Astro's pages (the towns' calendar files),
 * for the dev server's proxy (server/dev.ts).
 */
export const TOWN_CALENDAR_PATTERNS = (["en", "es"] as const).map((locale) => `^${href({ kind: "townCalendar", locale, slug: "SLUG" }).replaceAll(".", "\\.").replace("SLUG", "[^/]+")}$`);
