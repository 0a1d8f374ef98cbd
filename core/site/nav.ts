type NavBar = "header" | "footer";

/** One site-wide navigation link and the bars it appears in (each layout draws its own markup). */
export type NavLink = { label: string; href: string; shownIn: readonly NavBar[] };

/**
 * The header's main navigation and the footer's legal line, in the order each shows them.
 * 'Categories' is /#categories from anywhere: on the home page an in-page jump, smoothed by
 * CSS (scroll-behavior, off for reduced motion), so the spec's smooth scroll needs no script (docs/product.md).
 */
const NAV_LINKS: readonly NavLink[] = [
  { label: "Categories", href: "/#categories", shownIn: ["header"] },
  { label: "Cities", href: "/cities/", shownIn: ["header"] },
  { label: "Privacy Policy", href: "/privacy-policy/", shownIn: ["footer"] },
  { label: "Terms of Service", href: "/terms-of-service/", shownIn: ["footer"] },
  { label: "About", href: "/about/", shownIn: ["header", "footer"] },
  { label: "Data sources", href: "/data-sources/", shownIn: ["footer"] },
  { label: "Contact", href: "/contact/", shownIn: ["header", "footer"] },
];

export function navLinks(bar: NavBar): NavLink[] {
  return NAV_LINKS.filter((link) => link.shownIn.includes(bar));
}
