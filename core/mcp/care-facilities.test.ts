import { describe, expect, it } from "vitest";
import { facilitiesIn } from "../care/facilities";
import { getCityBySlug } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { careFacilitiesAnswer } from "./care-facilities";
import { MAX_FACILITIES } from "./inputs";

const SITE = "https://flowers.example";
const town = (slug: string) => getCityBySlug(slug) as City;

describe("careFacilitiesAnswer", () => {
  it("lists Kearney's hospitals and homes with the hospital page in both languages and what to write", () => {
    for (const locale of ["en", "es"] as const) {
      const { structured, text } = careFacilitiesAnswer(town("kearney"), SITE, locale);
      const goodSam = structured.facilities.find((facility) => facility.name === "CHI Health Good Samaritan");
      expect(goodSam).toMatchObject({
        zip: "68847",
        kind: "general",
        flowers: true,
        pages: { en: `${SITE}/cities/kearney/hospitals/chi-health-good-samaritan/`, es: `${SITE}/es/ciudades/kearney/hospitales/chi-health-good-samaritan/` },
      });
      expect(goodSam?.writeAtCheckout.join(" ")).toContain("CHI Health Good Samaritan");
      expect(text).toContain(`${SITE}${locale === "en" ? "/cities/kearney/hospitals/" : "/es/ciudades/kearney/hospitales/"}chi-health-good-samaritan/`);
      expect(structured.facilities).toHaveLength(facilitiesIn("kearney").length);
      expect(structured.sources.map((source) => source.date).sort()).toEqual(["2026-06-16", "2026-08-16"]);
    }
  });

  it("says what to write for the whole list in plain sentences, never an empty slot or a placeholder in brackets", () => {
    const expected = {
      en: ["The hospital's name and street address, as listed above.", "The home's name and street address, as listed above."],
      es: ["El nombre y la dirección del hospital, como aparecen arriba.", "El nombre y la dirección de la residencia, como aparecen arriba."],
    };
    for (const locale of ["en", "es"] as const) {
      const { text } = careFacilitiesAnswer(town("kearney"), SITE, locale);
      for (const line of expected[locale]) expect(text).toContain(`  ${line}`);
      expect(text).not.toMatch(/\(as listed above\)|\(como aparece arriba\)|, ,|, \./);
    }
  });

  it("gives no page to a hospital we suggest no flowers for, and the resident's words for a home", () => {
    const { structured } = careFacilitiesAnswer(town("kearney"), SITE, "es");
    const behavioral = structured.facilities.find((facility) => facility.kind === "psychiatric");
    expect(behavioral).toMatchObject({ flowers: false, pages: null });
    const home = structured.facilities.find((facility) => facility.roster === "alf");
    expect(home?.pages).toBeNull();
    expect(home?.writeAtCheckout[0]).toContain("registrado en la residencia");
    expect(home?.writeAtCheckout[2]).toContain("departamento");
  });

  it("answers an empty list, with the town, for a town without facilities", () => {
    const { structured, text } = careFacilitiesAnswer(town("ansley"), SITE, "en");
    expect(structured.facilities).toEqual([]);
    expect(structured.sources).toEqual([]);
    expect(structured.town.slug).toBe("ansley");
    expect(text).toContain("no hospital or assisted-living home in Ansley");
  });

  it("keeps the largest town's answer bounded (Omaha, every facility listed)", () => {
    const omaha = facilitiesIn("omaha").length;
    expect(omaha).toBeLessThanOrEqual(MAX_FACILITIES);
    for (const locale of ["en", "es"] as const) {
      const { structured, text } = careFacilitiesAnswer(town("omaha"), SITE, locale);
      expect(structured.facilities).toHaveLength(omaha);
      expect(structured.leftOut).toBe(0);
      // server/mcp/tools.ts refuses an answer past 64,000 characters; the largest town stays well inside it.
      expect(text.length + JSON.stringify(structured).length).toBeLessThan(60_000);
    }
  });
});
