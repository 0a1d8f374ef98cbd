import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { directorySearchIndex } from "./directory-index";
import { filterCitySlugs } from "./filter";
import { FIND_LANG_FIELD, findLanding, findQuerySchema } from "./find";
import { spanishLandingPath } from "./landing";
import { noMatchHint, noMatchText, SEARCH_TEXT } from "./messages";
import { createSearchIndex, foldText } from "./search-index";
import { suggestCities } from "./suggest";

const index = directorySearchIndex();
const first = (input: string) => suggestCities(index, input, 1)[0]?.slug;

describe("accents are optional in what a visitor types", () => {
  it("folds case and accents, and finds the town either way", () => {
    expect(foldText("Léxington")).toBe("lexington");
    expect(first("Léxington")).toBe("lexington");
    expect(first("LEXÍNGTON")).toBe("lexington");
    expect(first("grand isla")).toBe("grand-island");
    expect(first("grand ísla")).toBe("grand-island");
    expect(first("schúyler")).toBe("schuyler");
    expect(filterCitySlugs(index, "Schúyler")).toEqual(new Set(["schuyler"]));
  });

  it("finds a name written with an accent when typed without one", () => {
    const accented = createSearchIndex([{ name: "Peñasco", slug: "penasco", zipCodes: ["68000"] }]);
    expect(suggestCities(accented, "penas").map((city) => city.slug)).toEqual(["penasco"]);
    expect(suggestCities(accented, "PEÑAS").map((city) => city.slug)).toEqual(["penasco"]);
  });
});

describe("the plain form's landing, per language", () => {
  it("Spanish lands on the Spanish town page, or the Spanish towns list for no match", () => {
    expect(findLanding({ q: "lexington", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/lexington/" });
    expect(findLanding({ q: "grand isla", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/grand-island/" });
    expect(findLanding({ q: "68661", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/schuyler/" });
    expect(findLanding({ q: "zzqx", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/" });
    expect(findLanding({ q: "", lang: "es" })).toEqual({ kind: "page", path: "/es/ciudades/" });
    expect(spanishLandingPath({ kind: "city", slug: "south-sioux-city" })).toBe("/es/ciudades/south-sioux-city/");
  });

  it("English (or no language) lands on the tracked partner page, as before", () => {
    expect(findLanding({ q: "lexington" })).toEqual({ kind: "partner", target: { kind: "city", slug: "lexington" } });
    expect(findLanding({ q: "zzqx", lang: "en" })).toEqual({ kind: "partner", target: { kind: "nebraska" } });
  });

  it("reads `lang` from the query; an unknown language is English, not an error", () => {
    expect(FIND_LANG_FIELD).toBe("lang");
    expect(findQuerySchema.parse({ q: "lexington", lang: "es" })).toEqual({ q: "lexington", from: "hero-search", lang: "es" });
    expect(findQuerySchema.parse({ q: "lexington", lang: "fr" }).lang).toBeUndefined();
    expect(findQuerySchema.parse({}).lang).toBeUndefined();
  });
});

describe("the search's words in Spanish", () => {
  it("say no match, the hints and every label in Spanish", () => {
    const words = [
      noMatchText(" zzqx ", "header", "es"),
      noMatchText("zzqx", "hero", "es"),
      noMatchHint("header", "es"),
      noMatchHint("hero", "es"),
      SEARCH_TEXT.es.anywhere,
      ...Object.values(SEARCH_TEXT.es.formName),
      ...Object.values(SEARCH_TEXT.es.label),
      ...Object.values(SEARCH_TEXT.es.placeholder),
      SEARCH_TEXT.es.submit,
      SEARCH_TEXT.es.found(1),
      SEARCH_TEXT.es.found(3),
      ...Object.values(SEARCH_TEXT.es.region),
    ];
    expect(noMatchText(" zzqx ", "header", "es")).toBe("No encontramos ciudades para “zzqx”");
    expect(englishWordsIn(words.join(" "))).toEqual([]);
  });
});
