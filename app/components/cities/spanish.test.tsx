import { TOWN_COUNT } from "#core/content/town-count";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { SPANISH_PREFIX } from "#core/i18n/locale";
import { citiesByRegion, getAllCities } from "#core/nebraska/directory";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { internalHrefsOf, readableText, SPANISH_PAGE_NAMES } from "#app/components/home/spanish-markup.ts";
import { CitiesFilter } from "./cities-filter";
import { FILTER_TEXT } from "./cities-filter-text";
import { CitiesScreen, head } from "./cities-screen";
import { AREA_TITLE_ES } from "./cities-text";
import { areaTitle, regionAnchor } from "./town-list";

/** The towns list in Spanish (issue 41): its screen, its head and its filter. */
const ALLOWED = [...SPANISH_PAGE_NAMES, "Panhandle"];
const spanish = renderToStaticMarkup(<CitiesScreen locale="es" filter={<CitiesFilter locale="es" />} />);

describe("the towns list in Spanish", () => {
  it("says nothing a visitor reads or hears in English", () => {
    expect(englishWordsIn(readableText(spanish), ALLOWED)).toEqual([]);
  });

  it("is read by the same check that finds the English list's English", () => {
    const english = renderToStaticMarkup(<CitiesScreen locale="en" filter={<CitiesFilter locale="en" />} />);
    expect(englishWordsIn(readableText(english), ALLOWED)).toEqual(expect.arrayContaining(["delivery", "towns"]));
  });

  it("links every town's Spanish page, and nothing outside the Spanish edition", () => {
    const links = internalHrefsOf(spanish);
    expect(links.filter((href) => !href.startsWith(SPANISH_PREFIX))).toEqual([]);
    const towns = links.filter((href) => href.startsWith("/es/ciudades/") && href !== "/es/ciudades/");
    expect(towns).toHaveLength(TOWN_COUNT);
    expect(new Set(towns)).toEqual(new Set(getAllCities().map((city) => `/es/ciudades/${city.slug}/`)));
    expect(links).toContain("/es/");
  });

  it("names every region and area in Spanish, with anchors the region links reach", () => {
    for (const group of citiesByRegion()) {
      const id = regionAnchor(group.region, "es");
      expect(spanish).toContain(`id="${id}"`);
      expect(spanish).toContain(`href="#${id}"`);
      if ("areas" in group) for (const area of group.areas) expect(AREA_TITLE_ES[area.area], area.area).toBe(areaTitle(area.area, "es"));
    }
    expect(spanish).toContain('id="este-de-nebraska"');
  });

  it("gives each town's county, ZIP and population in Spanish words", () => {
    const text = readableText(spanish);
    expect(text).toMatch(/Omaha Condado de Douglas · \d+ códigos postales · \d{1,3}(,\d{3})+ hab\./);
    expect(text).toMatch(/Hooper Condado de Dodge · código postal 68031 \(oficina de correos\)/);
    expect(text).not.toMatch(/\b0 hab\./);
  });

  it("has a Spanish head at /es/ciudades/ with a Spanish breadcrumb", () => {
    const spanishHead = head("es");
    expect(spanishHead.canonical).toMatch(/\/es\/ciudades\/$/);
    expect(englishWordsIn(`${spanishHead.title} ${spanishHead.description}`, ALLOWED)).toEqual([]);
    const crumbs = JSON.stringify(spanishHead.structuredData);
    expect(crumbs).toContain('"name":"Inicio"');
    expect(crumbs).toContain("/es/ciudades/");
    expect(crumbs).not.toMatch(/"Home"|Cities/);
  });

  it("words the filter's count and its empty state", () => {
    expect(FILTER_TEXT.es.status(0, 189)).toMatch(/^Ninguna ciudad coincide/);
    expect(FILTER_TEXT.es.status(1, 189)).toBe("1 de 189 ciudades coincide.");
    expect(FILTER_TEXT.es.status(3, 189)).toBe("3 de 189 ciudades coinciden.");
    for (const shown of [0, 1, 3]) expect(englishWordsIn(FILTER_TEXT.es.status(shown, 189))).toEqual([]);
    expect(FILTER_TEXT.en.status(1, 189)).toBe("1 of 189 towns match.");
  });
});
