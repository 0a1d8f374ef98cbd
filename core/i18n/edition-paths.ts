import { HREFLANG, type Locale, localeOfPath } from "./locale";

/**
 * Every public page's address in each edition (issue 41). Town slugs are names and stay the
 * same; the sections, the fixed pages and the categories have Spanish words. This is the one
 * table the route match, the language link, the hreflang alternates and the sitemap read.
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
 * this folder.
 */
export type CategorySlug = keyof typeof SPANISH_CATEGORY_SLUG;

function isCategorySlug(slug: string): slug is CategorySlug {
  return Object.hasOwn(SPANISH_CATEGORY_SLUG, slug);
}

const ENGLISH_CATEGORY_SLUG = new Map<string, CategorySlug>(
  Object.entries(SPANISH_CATEGORY_SLUG).map(([english, spanish]) => [spanish, english as CategorySlug]),
);

/** The fixed pages: English path and Spanish path. */
export const FIXED_PAGE_PAIRS = [
  ["/", "/es/"],
  ["/cities/", "/es/ciudades/"],
  ["/about/", "/es/acerca-de/"],
  ["/data-sources/", "/es/fuentes-de-datos/"],
  ["/contact/", "/es/contacto/"],
  ["/privacy-policy/", "/es/politica-de-privacidad/"],
  ["/terms-of-service/", "/es/terminos-del-servicio/"],
] as const;

/**
 * Spanish guides with no English twin (issue 50, docs/decisions/0060): occasions the Spanish
 * edition's readers keep and the English site has no page for. Rendered on demand (they show
 * the partner's products), listed in the sitemap with only themselves as alternates.
 */
export const SPANISH_GUIDE_SLUGS = ["quinceanera", "12-de-diciembre"] as const;

export type SpanishGuideSlug = (typeof SPANISH_GUIDE_SLUGS)[number];

export function spanishGuidePath(slug: SpanishGuideSlug): string {
  return `/es/guias/${slug}/`;
}

/** The guide a (decoded, trailing-slash) path is, or undefined. */
export function spanishGuideOf(path: string): SpanishGuideSlug | undefined {
  return SPANISH_GUIDE_SLUGS.find((slug) => spanishGuidePath(slug) === path);
}

const SPANISH_FIXED = new Map<string, string>(FIXED_PAGE_PAIRS.map(([en, es]) => [en, es]));
const ENGLISH_FIXED = new Map<string, string>(FIXED_PAGE_PAIRS.map(([en, es]) => [es, en]));

export const SECTION_WORD = { cities: { en: "cities", es: "ciudades" }, categories: { en: "categories", es: "categorias" } } as const;

/** The English category slug of a Spanish one, or undefined. */
export function englishCategorySlug(spanish: string): CategorySlug | undefined {
  return ENGLISH_CATEGORY_SLUG.get(spanish);
}

export function categoryPathIn(locale: Locale, slug: CategorySlug): string {
  return locale === "en" ? `/categories/${slug}/` : `/es/categorias/${SPANISH_CATEGORY_SLUG[slug]}/`;
}

export function cityPathIn(locale: Locale, slug: string): string {
  return locale === "en" ? `/cities/${slug}/` : `/es/ciudades/${slug}/`;
}

/** A fixed page's path in `locale`, from its English path. */
export function fixedPathIn(locale: Locale, englishPath: (typeof FIXED_PAGE_PAIRS)[number][0]): string {
  return locale === "en" ? englishPath : (SPANISH_FIXED.get(englishPath) ?? englishPath);
}

const PAGE = /^\/(?:es\/)?(cities|categories|ciudades|categorias)\/([^/]+)\/$/;

/** A hospital's page under its town (issue 49): /cities/<town>/hospitals/<hospital>/, /es/ciudades/<town>/hospitales/<hospital>/. */
const HOSPITAL_PAGE = /^\/(?:cities\/([^/]+)\/hospitals\/([^/]+)|es\/ciudades\/([^/]+)\/hospitales\/([^/]+))\/$/;
const PATH_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any town or hospital slug we have; longer ones are not worth a lookup. */
const MAX_PATH_SLUG = 80;

export function hospitalPathIn(locale: Locale, townSlug: string, slug: string): string {
  return locale === "en" ? `/cities/${townSlug}/hospitals/${slug}/` : `/es/ciudades/${townSlug}/hospitales/${slug}/`;
}

/** The town, hospital slug (as written, well formed) and edition of a hospital page's path, or null. */
export function hospitalPathOf(path: string): { townSlug: string; slug: string; locale: Locale } | null {
  const match = HOSPITAL_PAGE.exec(path);
  if (!match) return null;
  const spanish = match[3] !== undefined;
  const townSlug = (spanish ? match[3] : match[1]) ?? "";
  const slug = (spanish ? match[4] : match[2]) ?? "";
  const wellFormed = (text: string) => text.length <= MAX_PATH_SLUG && PATH_SLUG.test(text);
  return wellFormed(townSlug) && wellFormed(slug) ? { townSlug, slug, locale: spanish ? "es" : "en" } : null;
}

/**
 * A town's list of hospitals and assisted-living homes (issue 49, item 3) and the statewide index
 * of them (item 4), in each edition (docs/decisions/0059): under the town, beside its hospital pages.
 */
export const CARE_INDEX_PATHS = { en: "/hospitals-and-care-homes/", es: "/es/hospitales-y-residencias/" } as const;
const CARE_LIST_PAGE = /^\/(?:cities\/([^/]+)\/hospitals-and-care-homes|es\/ciudades\/([^/]+)\/hospitales-y-residencias)\/$/;

export function careListPathIn(locale: Locale, townSlug: string): string {
  return locale === "en" ? `/cities/${townSlug}/hospitals-and-care-homes/` : `/es/ciudades/${townSlug}/hospitales-y-residencias/`;
}

/** The town (as written, well formed) and edition of a town's care list path, or null. */
export function careListPathOf(path: string): { townSlug: string; locale: Locale } | null {
  const match = CARE_LIST_PAGE.exec(path);
  if (!match) return null;
  const spanish = match[2] !== undefined;
  const townSlug = (spanish ? match[2] : match[1]) ?? "";
  return townSlug.length <= MAX_PATH_SLUG && PATH_SLUG.test(townSlug) ? { townSlug, locale: spanish ? "es" : "en" } : null;
}

/**
 * The same page in the other edition, for a canonical page path of either edition; null for
 * any path that is not one of our pages' shapes. A town or category the directory does not
 * know still maps by shape: the caller decides whether the page exists.
 */
export function twinPath(path: string): string | null {
  const locale = localeOfPath(path);
  if (locale === "en" && SPANISH_FIXED.has(path)) return SPANISH_FIXED.get(path) ?? null;
  if (locale === "es" && ENGLISH_FIXED.has(path)) return ENGLISH_FIXED.get(path) ?? null;
  if (path === CARE_INDEX_PATHS.en) return CARE_INDEX_PATHS.es;
  if (path === CARE_INDEX_PATHS.es) return CARE_INDEX_PATHS.en;
  const careList = careListPathOf(path);
  if (careList) return careListPathIn(careList.locale === "en" ? "es" : "en", careList.townSlug);
  const hospital = hospitalPathOf(path);
  if (hospital) return hospitalPathIn(hospital.locale === "en" ? "es" : "en", hospital.townSlug, hospital.slug);
  const match = PAGE.exec(path);
  if (!match) return null;
  const [, section = "", slug = ""] = match;
  const spanishSection = section === "ciudades" || section === "categorias";
  if (spanishSection !== (locale === "es")) return null;
  if (section === "cities") return `/es/ciudades/${slug}/`;
  if (section === "ciudades") return `/cities/${slug}/`;
  if (section === "categories") {
    return isCategorySlug(slug) ? categoryPathIn("es", slug) : null;
  }
  const english = englishCategorySlug(slug);
  return english ? categoryPathIn("en", english) : null;
}

/** A page's hreflang alternates: itself, its twin, and x-default (the English page). */
export type Alternate = { hreflang: string; href: string };

/** The English page a path is, or is the twin of (itself when it is English or has no twin). */
export function englishPathOf(path: string): string {
  return localeOfPath(path) === "es" ? (twinPath(path) ?? path) : path;
}

export function alternatesOf(path: string, siteUrl: string): Alternate[] {
  const twin = twinPath(path);
  if (!twin) return [];
  const english = englishPathOf(path);
  const spanish = localeOfPath(path) === "es" ? path : twin;
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

/** A town's flower-dates file in each edition (issue 42, item 6): same events and UIDs, the words differ. */
export function flowerDatesPathIn(locale: Locale, slug: string): string {
  return locale === "en" ? `/cities/${slug}/flower-dates.ics` : `/es/ciudades/${slug}/fechas-de-flores.ics`;
}
