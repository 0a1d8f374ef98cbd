import { categoryOrMadeUpPathIn, cityPathIn, SPANISH_GUIDE_SLUGS, spanishGuidePath, TOWNS_LIST, twinPath } from "../routes/routes";
import { CATEGORIES } from "../content/categories";
import { getAllCities } from "../nebraska/directory";
import { hospitalPagePath, PAGED_HOSPITALS } from "../care/hospital-pages";
import { carePagePaths } from "../care/care-pages";

/**
 * The fixed pages, by canonical path (trailing slash, docs/product.md): the short name
 * their share card shows, and the title and description the feeds list.
 */
export const FIXED_PAGES = [
  { path: "/", name: "Home", title: "Nebraska Flower Delivery | Same Day Flowers Across Nebraska", description: "Same-day flower delivery across Nebraska from local partner florists." },
  { path: TOWNS_LIST, name: "Nebraska Cities", title: "Nebraska Cities Overview", description: "Every Nebraska town we cover, by region, with ZIP codes and local flower delivery pages." },
  { path: "/about/", name: "About", title: "About Nebraska Flower Delivery", description: "Who we are and how we connect you with local Nebraska florists." },
  { path: "/data-sources/", name: "Data Sources", title: "Where Our Town Figures Come From", description: "The public sources behind the populations, ZIP codes, counties, distances and time zones on our town pages." },
  { path: "/contact/", name: "Contact", title: "Contact Nebraska Flower Delivery", description: "Questions about flower delivery in Nebraska? Write to us." },
  { path: "/privacy-policy/", name: "Privacy Policy", title: "Privacy Policy", description: "What we collect, how we use it and the partners we work with." },
  { path: "/terms-of-service/", name: "Terms of Service", title: "Terms of Service", description: "The referral nature of this site, affiliate commissions and liability limits." },
] as const;

/**
 * The English pages, in the feeds' order: fixed pages, the nine categories, every city, every
 * hospital with a page, then the index of hospitals and care homes and each town's list (issue 49).
 */
export function englishPagePaths(): string[] {
  return [
    ...FIXED_PAGES.map((page) => page.path),
    ...CATEGORIES.map((category) => categoryOrMadeUpPathIn("en", category.slug)),
    ...getAllCities().map((city) => cityPathIn("en", city.slug)),
    ...PAGED_HOSPITALS.map((facility) => hospitalPagePath(facility, "en")),
    ...carePagePaths("en"),
  ];
}

/** The Spanish pages with no English twin (the guides, issue 50), listed after the pairs. */
export function spanishOnlyPagePaths(): string[] {
  return SPANISH_GUIDE_SLUGS.map((slug) => spanishGuidePath(slug));
}

/** Every page a crawler should know, each English page followed by its Spanish twin when `bilingual`, then the Spanish-only guides. */
export function pagePathsOf(bilingual: boolean): string[] {
  const english = englishPagePaths();
  return bilingual ? [...english.flatMap((path) => [path, twinPath(path) ?? path]), ...spanishOnlyPagePaths()] : english;
}

/** Every page a crawler should know: fixed pages, the nine categories, every city, the care pages (issue 49), each with its Spanish twin. */
export function canonicalPagePaths(): string[] {
  return pagePathsOf(true);
}

/**
 * Every path a visitor can land on one of our pages at: every canonical page plus
 * the /terms/ alias (most of them are rendered on demand, not at build time).
 */
export function sitePagePaths(): string[] {
  return [...canonicalPagePaths(), "/terms/"];
}
