import { PARTNER_CATEGORY_PATHS } from "../affiliate/links";
import { getAllCities } from "../nebraska";

/** The fixed pages, by canonical path (trailing slash, spec §2). */
export const FIXED_PAGES = [
  { path: "/", title: "Home" },
  { path: "/cities/", title: "Nebraska Cities" },
  { path: "/about/", title: "About" },
  { path: "/contact/", title: "Contact" },
  { path: "/privacy-policy/", title: "Privacy Policy" },
  { path: "/terms-of-service/", title: "Terms of Service" },
] as const;

export const CATEGORY_SLUGS = Object.keys(PARTNER_CATEGORY_PATHS) as (keyof typeof PARTNER_CATEGORY_PATHS)[];

export const categoryPath = (slug: string) => `/categories/${slug}/`;
export const cityPath = (slug: string) => `/cities/${slug}/`;

/** Every page a crawler should know: fixed pages, the nine categories, every city. */
export function canonicalPagePaths(): string[] {
  return [
    ...FIXED_PAGES.map((page) => page.path),
    ...CATEGORY_SLUGS.map(categoryPath),
    ...getAllCities().map((city) => cityPath(city.slug)),
  ];
}

/** What the build renders to static HTML: every canonical page plus the /terms/ alias. */
export function prerenderPaths(): string[] {
  return [...canonicalPagePaths(), "/terms/"];
}
