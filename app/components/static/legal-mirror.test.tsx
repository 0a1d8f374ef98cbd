import { parse } from "date-fns";
import { es } from "date-fns/locale/es";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseEnv, toSiteConfig } from "#core/config/env";
import type { SiteConfig } from "#core/config/site";
import { LEGAL_LAST_UPDATED, type LegalSection, PRIVACY_LAST_UPDATED } from "./legal-document";
import { privacySections } from "./privacy-sections";
import { privacySectionsEs } from "./privacy-sections-es";
import { PrivacyScreen } from "./privacy-screen";
import { spanishDateOf } from "./spanish-date";
import { termsSections } from "./terms-sections";
import { termsSectionsEs } from "./terms-sections-es";
import { TermsScreen } from "./terms-screen";

/**
 * The Spanish privacy policy and terms state the English facts, section by section
 * (decision 0038: a policy is dated by its statements). Words differ; what is held equal is
 * what a drift would change: the sections, their order and ids, each section's shape (its
 * paragraphs, list items, bold lead-ins and links), every figure, every link target, the
 * figures read from the configuration, and the date.
 */
const config = (env: Record<string, string> = {}): SiteConfig => toSiteConfig(parseEnv(env));

const html = (section: LegalSection) => renderToStaticMarkup(<>{section.body}</>);
const shape = (section: LegalSection) => [...html(section).matchAll(/<(p|ul|ol|li|strong|em|a)[\s>]/g)].map((match) => match[1]);
/** The text's figures; entities (the apostrophe's &#x27;) go first, or they would count as figures. */
const figures = (section: LegalSection) => (html(section).replace(/<[^>]+>/g, " ").replace(/&[#\w]+;/g, " ").match(/\d+(?:[.,]\d+)*/g) ?? []).toSorted();
const links = (section: LegalSection) => [...html(section).matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => match[1] ?? "");

/** An English site link's Spanish twin, as the Spanish sections must write it. */
const SPANISH_LINK: Record<string, string> = { "/privacy-policy/": "/es/politica-de-privacidad/" };

describe.each([
  { name: "privacy policy", english: privacySections, spanish: privacySectionsEs },
  { name: "terms of service", english: termsSections, spanish: termsSectionsEs },
])("the Spanish $name", ({ english, spanish }) => {
  const envs: Record<string, string>[] = [{}, { CLICK_RETENTION_DAYS: "90" }, { CONTACT_EMAIL: "hola@example.org", PARTNER_NAME: "Petalmart" }];
  for (const env of envs) {
    it(`has the English sections, in order, with the same shape, figures and links (${JSON.stringify(env)})`, () => {
      const en = english(config(env));
      const sp = spanish(config(env));
      expect(sp.map((section) => section.id)).toEqual(en.map((section) => section.id));
      for (const [index, section] of sp.entries()) {
        const twin = en[index];
        if (!twin) throw new Error(`no English section at ${index}`);
        expect(section.heading, section.id).not.toBe(twin.heading);
        expect(shape(section), section.id).toEqual(shape(twin));
        expect(figures(section), section.id).toEqual(figures(twin));
        expect(links(section), section.id).toEqual(links(twin).map((href) => SPANISH_LINK[href] ?? href));
      }
    });
  }

  it("carries the configured partner name and contact address where the English does", () => {
    const site = config({ CONTACT_EMAIL: "hola@example.org", PARTNER_NAME: "Petalmart" });
    const en = english(site);
    for (const [index, section] of spanish(site).entries()) {
      for (const value of ["Petalmart", "hola@example.org"]) {
        expect(html(section).includes(value), `${section.id}: ${value}`).toBe(html(en[index] as LegalSection).includes(value));
      }
    }
  });
});

describe("the Spanish legal pages' dates", () => {
  const englishDay = (text: string) => parse(text, "MMMM d, yyyy", new Date(2000, 0, 1)).getTime();
  const spanishDay = (text: string) => parse(text, "d 'de' MMMM 'de' yyyy", new Date(2000, 0, 1), { locale: es }).getTime();

  it("tell the same day as the English pages, written in Spanish", () => {
    expect(spanishDateOf("November 27, 2026")).toBe("27 de noviembre de 2026");
    expect(spanishDateOf("January 9, 2025")).toBe("9 de enero de 2025");
    for (const date of [PRIVACY_LAST_UPDATED, LEGAL_LAST_UPDATED]) {
      expect(spanishDay(spanishDateOf(date))).toBe(englishDay(date));
    }
    expect(() => spanishDateOf("27/11/2026")).toThrow();
  });

  it("show the privacy policy's own date and the terms' product date", () => {
    expect(renderToStaticMarkup(<PrivacyScreen locale="es" />)).toContain(`Última actualización: ${spanishDateOf(PRIVACY_LAST_UPDATED)}`);
    expect(renderToStaticMarkup(<TermsScreen locale="es" />)).toContain(`Última actualización: ${spanishDateOf(LEGAL_LAST_UPDATED)}`);
  });

  it("state the retention period from CLICK_RETENTION_DAYS, as the English policy does", () => {
    const text = (env: Record<string, string>) =>
      renderToStaticMarkup(<>{privacySectionsEs(config(env)).map((section) => section.body)}</>).replace(/<[^>]+>/g, "");
    expect(text({})).toContain("Cada clic se guarda durante 400 días y después se borra.");
    expect(text({ CLICK_RETENTION_DAYS: "90" })).toContain("Cada clic se guarda durante 90 días y después se borra.");
  });
});
