import { describe, expect, it } from "vitest";
import { navLabelOf, navLinks } from "./nav";
import { FIXED_PAGES } from "./pages";

describe("site navigation", () => {
  it("gives the header and the footer their own links, in their order", () => {
    expect(navLinks("header", "en").map((link) => link.label)).toEqual(["Categories", "Cities", "About", "Contact"]);
    expect(navLinks("footer", "en").map((link) => link.label)).toEqual(["Privacy Policy", "Terms of Service", "About", "Data sources", "Contact"]);
  });

  it("links only to our fixed pages", () => {
    const paths: string[] = FIXED_PAGES.map((page) => page.path);
    for (const link of [...navLinks("header", "en"), ...navLinks("footer", "en")]) {
      expect(paths, link.href).toContain(link.href.split("#")[0]);
    }
  });
});

describe("site navigation in Spanish", () => {
  it("goes to the Spanish pages, in the same order, in Spanish", () => {
    expect(navLinks("header", "es").map((link) => link.href)).toEqual(["/es/#categories", "/es/ciudades/", "/es/acerca-de/", "/es/contacto/"]);
    expect(navLinks("footer", "es").map((link) => link.label)).toEqual(["Política de privacidad", "Términos del servicio", "Quiénes somos", "Fuentes de datos", "Contacto"]);
  });
});

describe("a page's name from the navigation", () => {
  it("is the label of the link that goes to the page itself, in each edition", () => {
    expect(navLabelOf("/about/", "en")).toBe("About");
    expect(navLabelOf("/about/", "es")).toBe("Quiénes somos");
    expect(navLabelOf("/terms-of-service/", "es")).toBe("Términos del servicio");
    // 'Categories' jumps to a section of the home page: it does not name the page.
    expect(navLabelOf("/", "es")).toBeUndefined();
  });
});
