import { GLOSSARY } from "../i18n/glossary";
import { fixedPathIn, TOWNS_LIST } from "../routes/routes";
import type { Locale } from "../i18n/locale";

type NavBar = "header" | "footer";

/** One site-wide navigation link and the bars it appears in (each layout draws its own markup). */
export type NavLink = { label: string; href: string; shownIn: readonly NavBar[] };

/** A fixed page, by its English path. */
type FixedPage = Parameters<typeof fixedPathIn>[1];

type NavEntry = { label: Record<Locale, string>; page: FixedPage; hash?: string; shownIn: readonly NavBar[] };

/**
 * The header's main navigation and the footer's legal line, in the order each shows them,
 * in both editions (issue 41: the Spanish links go to the Spanish pages).
 * 'Categories' is /#categories from anywhere: on the home page an in-page jump, smoothed by
 * CSS (scroll-behavior, off for reduced motion), so the spec's smooth scroll needs no script (docs/product.md).
 */
const NAV_LINKS: readonly NavEntry[] = [
  { label: { en: "Categories", es: GLOSSARY.occasions }, page: "/", hash: "#categories", shownIn: ["header"] },
  { label: { en: "Cities", es: "Ciudades" }, page: TOWNS_LIST, shownIn: ["header"] },
  { label: { en: "Privacy Policy", es: "Política de privacidad" }, page: "/privacy-policy/", shownIn: ["footer"] },
  { label: { en: "Terms of Service", es: "Términos del servicio" }, page: "/terms-of-service/", shownIn: ["footer"] },
  { label: { en: "About", es: GLOSSARY.aboutUs }, page: "/about/", shownIn: ["header", "footer"] },
  { label: { en: "Data sources", es: "Fuentes de datos" }, page: "/data-sources/", shownIn: ["footer"] },
  { label: { en: "Contact", es: "Contacto" }, page: "/contact/", shownIn: ["header", "footer"] },
];

export function navLinks(bar: NavBar, locale: Locale): NavLink[] {
  return NAV_LINKS.filter((link) => link.shownIn.includes(bar)).map((link) => ({
    label: link.label[locale],
    href: `${fixedPathIn(locale, link.page)}${link.hash ?? ""}`,
    shownIn: link.shownIn,
  }));
}

/**
 * The name the navigation gives a fixed page in an edition, for whatever else names the page
 * (the share cards); undefined when no link goes to the page itself ('Categories' is a jump on the home page).
 */
export function navLabelOf(page: FixedPage, locale: Locale): string | undefined {
  return NAV_LINKS.find((link) => link.page === page && link.hash === undefined)?.label[locale];
}
