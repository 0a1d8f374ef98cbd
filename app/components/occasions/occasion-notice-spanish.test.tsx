import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OccasionNotice } from "./occasion-notice";

const text = (html: string) => html.replaceAll("</p>", "</p> ").replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();
type Page = Parameters<typeof OccasionNotice>[0]["page"];
const render = (page: Page, iso: string, locale: "en" | "es" = "en") => renderToStaticMarkup(<OccasionNotice page={page} now={new Date(iso)} locale={locale} />);
const LEXINGTON = { kind: "town", name: "Lexington", timeZone: "America/Chicago" } as const;
const SCOTTSBLUFF = { kind: "town", name: "Scottsbluff", timeZone: "America/Denver" } as const;
const spanishOnly = (html: string) => expect(englishWordsIn(text(html), ["Lexington", "Scottsbluff"]), text(html)).toEqual([]);

describe("OccasionNotice in Spanish", () => {
  it("in the weeks before May 10 a Spanish town page names Día de las Madres, delivered on the day, in the town's zone", () => {
    const html = render(LEXINGTON, "2027-04-20T18:00:00Z", "es");
    expect(text(html)).toBe(
      "El Día de las Madres es el lunes 10 de mayo de 2027. Para entrega ese mismo día en Lexington, pida antes de las 2:00 p. m. (hora del Centro) del lunes 10 de mayo de 2027. Ver flores para el Día de las Madres",
    );
    expect(html).toContain('data-occasion="dia-de-las-madres"');
    expect(html).toContain('dateTime="2027-05-10T19:00:00.000Z"');
    // The partner's Mother's Day products.
    expect(html).toContain('data-target-id="mothers-day"');
    expect(html).toContain('aria-label="Fechas para pedir a tiempo"');
    expect(render(SCOTTSBLUFF, "2027-04-20T18:00:00Z", "es")).toContain('dateTime="2027-05-10T20:00:00.000Z"');
    spanishOnly(html);
  });

  it("the same day in English still names the US Mother's Day, and May 10 is not announced there", () => {
    const english = text(render(LEXINGTON, "2027-04-20T18:00:00Z"));
    expect(english).toContain("Mother's Day is Sunday, May 9, 2027.");
    expect(english).not.toContain("Madres");
  });

  it("announces May 10 from April 10 to May 10, not after", () => {
    expect(render(LEXINGTON, "2027-04-09T18:00:00Z", "es")).toBe("");
    expect(render(LEXINGTON, "2027-04-10T18:00:00Z", "es")).toContain("Día de las Madres");
    expect(render(LEXINGTON, "2027-05-10T18:00:00Z", "es")).toContain("Día de las Madres");
    // The notice follows the day, as the English one does: gone once May 10 is over in the town.
    expect(render(LEXINGTON, "2027-05-11T05:30:00Z", "es")).toBe("");
  });

  it("Valentine's Day on a Sunday, statewide and on the category page: Spanish days, both zones written out", () => {
    const home = render({ kind: "home" }, "2027-01-20T18:00:00Z", "es");
    expect(text(home)).toBe(
      "San Valentín es el domingo 14 de febrero de 2027. Ese día no hay entregas; el último día de entrega es el sábado 13 de febrero de 2027. " +
        "Pida antes de las 2:00 p. m., hora local, del sábado 13 de febrero de 2027 (las 2:00 p. m. hora del Centro en las ciudades con hora del Centro, las 2:00 p. m. hora de la Montaña en las ciudades con hora de la Montaña). Ver flores para San Valentín",
    );
    spanishOnly(home);
    const town = render(LEXINGTON, "2027-01-20T18:00:00Z", "es");
    expect(text(town)).toContain("el último día de entrega en Lexington es el sábado 13 de febrero de 2027. Pida antes de las 2:00 p. m. (hora del Centro) del sábado 13 de febrero de 2027.");
    spanishOnly(town);
    const category = render({ kind: "category", slug: "valentines-day" }, "2026-11-24T16:00:00Z", "es");
    expect(category).toContain('dateTime="2027-02-13T21:00:00.000Z"');
    spanishOnly(category);
  });

  it("the Spanish Mother's Day category page (Día de las Madres) announces May 10 all year", () => {
    const html = render({ kind: "category", slug: "mothers-day" }, "2026-11-24T16:00:00Z", "es");
    expect(text(html)).toContain("El Día de las Madres es el lunes 10 de mayo de 2027.");
    expect(html).toContain('data-target-id="mothers-day"');
    spanishOnly(html);
    expect(text(render({ kind: "category", slug: "mothers-day" }, "2026-11-24T16:00:00Z"))).toContain("Mother's Day is Sunday, May 9, 2027.");
  });
});
