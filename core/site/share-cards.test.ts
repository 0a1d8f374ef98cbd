import { describe, expect, it } from "vitest";
import { getAllCities } from "../nebraska/directory";
import { navLinks } from "./nav";
import { careIndexPathIn, careListPathOf, hospitalPathOf } from "../routes/routes";
import { canonicalPagePaths } from "./pages";
import { allShareCards, SHARE_CARD_SIZE, shareCardFor } from "./share-cards";

describe("share cards", () => {
  it("gives every canonical page a card of its own, a hospital page and a town's care list their town's, the care index the home card", () => {
    const all = canonicalPagePaths();
    const paths = all.filter((path) => hospitalPathOf(path) === null && careListPathOf(path) === null && ![careIndexPathIn("en"), careIndexPathIn("es")].includes(path as never));
    expect(all.length - paths.length).toBeGreaterThan(150);
    const cards = new Set(paths.map((path) => shareCardFor(path).path));
    expect(cards.size).toBe(paths.length);
    expect(allShareCards()).toHaveLength(paths.length);
    expect(shareCardFor("/cities/kearney/hospitals/chi-health-good-samaritan/").path).toBe("/share/cities/kearney.png");
    expect(shareCardFor("/es/ciudades/kearney/hospitales/chi-health-good-samaritan/")).toEqual(shareCardFor("/es/ciudades/kearney/"));
    expect(shareCardFor("/cities/broken-bow/hospitals-and-care-homes/")).toEqual(shareCardFor("/cities/broken-bow/"));
    expect(shareCardFor("/es/hospitales-y-residencias/")).toEqual(shareCardFor("/es/"));
  });

  it("names the town or the category on its card", () => {
    for (const city of getAllCities()) expect(shareCardFor(`/cities/${city.slug}/`).title).toBe(`${city.name}, Nebraska`);
    expect(shareCardFor("/categories/sympathy-funeral/").title).toBe("Sympathy & Funeral");
  });

  it("falls back to the home card for pages without one (errors, admin)", () => {
    expect(shareCardFor("/404/")).toEqual(shareCardFor("/"));
    expect(shareCardFor("/admin/").path).toBe("/share/home.png");
  });

  it("describes each card in its alt text and keeps the large-image size", () => {
    const omaha = shareCardFor("/cities/omaha/");
    expect(omaha.alt).toContain("Omaha, Nebraska");
    expect(omaha.path).toBe("/share/cities/omaha.png");
    expect(SHARE_CARD_SIZE).toEqual({ width: 1200, height: 630 });
  });

  it("names the Spanish fixed pages as the Spanish navigation does", () => {
    const footer = navLinks("footer", "es").map((link) => [link.href, link.label] as const);
    expect(footer.length).toBeGreaterThan(0);
    for (const [path, label] of footer) expect(shareCardFor(path).title, path).toBe(label);
    expect(shareCardFor("/es/ciudades/").title).toBe("Ciudades de Nebraska");
  });
});
