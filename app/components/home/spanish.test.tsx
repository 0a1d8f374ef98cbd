import { HOME_FAQ } from "#core/content/home";
import { PARTNER_CALENDAR_CLAUSE_ES, RULES_CLAUSE_ES, withDeliveryDaysCopyIn } from "#core/content/delivery-days-copy";
import { HOME_FAQ_ES, HOME_FAQ_HEADING, homeFaqIn } from "#core/content/home-es";
import { CATEGORIES, SPANISH_CATEGORY_WORDS } from "#core/content/categories";
import { CUTOFF_WORDS } from "#core/i18n/cutoff-words";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { SPANISH_PREFIX } from "#core/i18n/locale";
import { SPANISH_GUIDE_SLUGS } from "#core/routes/routes";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaqSection } from "#app/components/seo/faq-section.tsx";
import { Benefits } from "./benefits";
import { CategoryGrid } from "./category-grid";
import { FeaturedCities } from "./featured-cities";
import { HomeHero } from "./hero";
import { homeHead } from "./home-head";
import { internalHrefsOf, readableText, SPANISH_PAGE_NAMES } from "./spanish-markup";
import { TrustedNetwork } from "./trusted-network";

/** The home page's own sections in each edition (issue 41). */
const SECTIONS: [string, (locale: "en" | "es") => ReactElement][] = [
  ["hero", (locale) => <HomeHero locale={locale} search={<div />} />],
  ["category grid", (locale) => <CategoryGrid locale={locale} />],
  ["featured cities", (locale) => <FeaturedCities locale={locale} />],
  ["benefits", (locale) => <Benefits locale={locale} />],
  ["trusted network", (locale) => <TrustedNetwork locale={locale} />],
  [
    "FAQ",
    (locale) => <FaqSection id="home-faq" title={HOME_FAQ_HEADING[locale].title} subtitle={HOME_FAQ_HEADING[locale].subtitle} entries={homeFaqIn(locale, false)} />,
  ],
];

// The places the home copy names as they are written on the map and on campus.
const PLACES = ["Old Market", "Dundee", "Haymarket", "Creighton", "UNO", "UNL", "UNK", "Offutt", "Bellevue University", "Olde Towne", "Sandhills", "Panhandle"];
const ALLOWED = [...SPANISH_PAGE_NAMES, ...PLACES];

describe("the home page's sections in Spanish", () => {
  for (const [name, render] of SECTIONS) {
    it(`${name}: no English a visitor reads or hears`, () => {
      expect(englishWordsIn(readableText(renderToStaticMarkup(render("es"))), ALLOWED)).toEqual([]);
    });

    it(`${name}: the same check finds the English section's English`, () => {
      expect(englishWordsIn(readableText(renderToStaticMarkup(render("en"))), ALLOWED).length).toBeGreaterThan(0);
    });

    it(`${name}: every link into the site stays in the Spanish edition`, () => {
      expect(internalHrefsOf(renderToStaticMarkup(render("es"))).filter((href) => !href.startsWith(SPANISH_PREFIX))).toEqual([]);
    });
  }

  it("links the Spanish category pages, town pages and towns list", () => {
    const grid = renderToStaticMarkup(<CategoryGrid locale="es" />);
    expect(grid).toContain('href="/es/categorias/cumpleanos/"');
    expect(grid).toContain('href="/es/categorias/dia-de-las-madres/"');
    // The nine occasions and the Spanish guides, which have no English twin (issue 50).
    expect(grid).toContain('href="/es/guias/quinceanera/"');
    expect(grid).toContain('href="/es/guias/12-de-diciembre/"');
    expect(internalHrefsOf(grid)).toHaveLength(CATEGORIES.length + SPANISH_GUIDE_SLUGS.length);
    const featured = renderToStaticMarkup(<FeaturedCities locale="es" />);
    expect(featured).toContain('href="/es/ciudades/grand-island/"');
    expect(featured).toContain('href="/es/ciudades/"');
    const hero = renderToStaticMarkup(<HomeHero locale="es" />);
    expect(hero).toContain('href="/es/categorias/aniversario/"');
    expect(renderToStaticMarkup(<TrustedNetwork locale="es" />)).toContain('href="/es/terminos-del-servicio/"');
  });

  it("keeps the figures: the same towns, populations and ZIP codes on the featured cards", () => {
    const numbers = (html: string) => readableText(html).match(/\b\d{1,3}(?:,\d{3})+\b|\b\d{5}\b/g);
    expect(numbers(renderToStaticMarkup(<FeaturedCities locale="es" />))).toEqual(numbers(renderToStaticMarkup(<FeaturedCities locale="en" />)));
  });

  it("has a Spanish card for every category, all different", () => {
    expect(Object.keys(SPANISH_CATEGORY_WORDS).sort()).toEqual(CATEGORIES.map((category) => category.slug).sort());
    expect(new Set(Object.values(SPANISH_CATEGORY_WORDS).map((text) => text.title)).size).toBe(CATEGORIES.length);
  });
});

describe("the Spanish home FAQ", () => {
  it("answers what the English one does, and says the partner's checkout is in English", () => {
    expect(HOME_FAQ_ES).toHaveLength(HOME_FAQ.length + 1);
    const answers = HOME_FAQ_ES.map((entry) => entry.answer).join(" ");
    expect(answers).toContain(CUTOFF_WORDS.es);
    expect(answers).toContain(RULES_CLAUSE_ES);
    expect(HOME_FAQ_ES.at(-1)?.answer).toMatch(/en inglés/);
  });

  it("names no weekday once the partner's calendar answers the checker, as the English does", () => {
    const partner = withDeliveryDaysCopyIn("es", HOME_FAQ_ES, true).map((entry) => entry.answer).join(" ");
    expect(partner).not.toContain(RULES_CLAUSE_ES);
    expect(partner).toContain(PARTNER_CALENDAR_CLAUSE_ES);
    expect(partner).not.toMatch(/domingo/);
    expect(homeFaqIn("en", true)).toEqual(withDeliveryDaysCopyIn("en", HOME_FAQ, true));
  });
});

describe("the Spanish home head", () => {
  const head = homeHead("es");
  const data = JSON.stringify(head.structuredData);

  it("has a Spanish title and description, as people search", () => {
    expect(head.title).toMatch(/^Flores a domicilio en Nebraska/);
    expect(head.description).toMatch(/florería/);
    expect(englishWordsIn(`${head.title} ${head.description}`, ALLOWED)).toEqual([]);
  });

  it("is the page at /es/, with the Spanish services and the Spanish FAQ in its data", () => {
    expect(head.canonical).toMatch(new RegExp(`${SPANISH_PREFIX}$`));
    expect(data).toContain(`${SPANISH_PREFIX}#service`);
    for (const entry of homeFaqIn("es", false)) expect(data).toContain(JSON.stringify(entry.question));
    const services = (head.structuredData[2] as { hasOfferCatalog: { itemListElement: { itemOffered: { name: string } }[] } }).hasOfferCatalog.itemListElement;
    expect(services).toHaveLength(6);
    expect(englishWordsIn(services.map((offer) => offer.itemOffered.name).join(". "), ALLOWED)).toEqual([]);
  });

  it("says the service block's own words in Spanish and the FAQ's language (issue 47: they were English, the locale not passed)", () => {
    const service = head.structuredData[2] as { serviceType: string; hasOfferCatalog: { name: string } };
    expect(englishWordsIn(`${service.serviceType}. ${service.hasOfferCatalog.name}`, ALLOWED)).toEqual([]);
    expect(head.structuredData[3]).toMatchObject({ "@type": "FAQPage", inLanguage: "es-US" });
  });

  it("leaves the English head as it was", () => {
    expect(homeHead("en").canonical).toMatch(/[^s]\/$/);
  });
});
