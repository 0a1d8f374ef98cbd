import type { FuneralSection } from "#core/content/funeral-pieces";
import { FUNERAL_PIECES } from "#core/content/funeral-pieces";
import { deliveryCalendar } from "#core/delivery/delivery-calendar";
import { answerService } from "#core/delivery/service-date";
import { parseServiceQuery, type ServicePage } from "#core/delivery/service-query";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import type { ProductCard } from "#core/products/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FuneralSections, SympathyGuide } from "./funeral-sections";
import { ServicePlanner } from "./service-planner";

const ALLOWED = ["Kearney", "Scottsbluff", "Nebraska Flower Delivery", "FloristOne"];
/** What a visitor reads: text and accessible names, not addresses or field names. */
const read = (html: string) =>
  `${html.replace(/<[^>]+>/g, " ")} ${[...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]).join(" ")}`.replace(/&#x27;/g, "'");
const spanishOnly = (html: string) => expect(englishWordsIn(read(html), ALLOWED), read(html)).toEqual([]);

function pageFor(query: Record<string, string>, now: Date, timeZone: "America/Chicago" | "America/Denver" = "America/Chicago"): ServicePage {
  const parsed = parseServiceQuery(new URLSearchParams(query), "es");
  if (parsed.kind !== "valid") return { query: parsed, answer: null, source: null };
  return { query: parsed, answer: answerService({ now, calendar: deliveryCalendar(timeZone), service: parsed.service, time: parsed.time, locale: "es" }), source: "rules" };
}

const NOW = new Date("2026-11-24T16:00:00Z");

describe("the service planner in Spanish", () => {
  it("the blank form posts, without script, to the Spanish sympathy page", () => {
    const html = renderToStaticMarkup(<ServicePlanner locale="es" />);
    expect(html).toContain('action="/es/categorias/condolencias-y-funerales/#service"');
    expect(html).toContain('method="get"');
    expect(html).toContain("¿Cuándo es el servicio fúnebre?");
    spanishOnly(html);
    expect(renderToStaticMarkup(<ServicePlanner locale="en" />)).toContain('action="/categories/sympathy-funeral/#service"');
  });

  it("the service is Monday morning in Kearney: Saturday, by 2:00 p. m. hora del Centro, in Spanish, with a Spanish calendar event", () => {
    const html = renderToStaticMarkup(<ServicePlanner locale="es" page={pageFor({ town: "Kearney", date: "2026-11-30", time: "morning" }, NOW)} />);
    const text = read(html).replace(/\s+/g, " ");
    expect(text).toContain("Para un servicio fúnebre por la mañana el lunes 30 de noviembre en Kearney:");
    expect(text).toContain("Elija el sábado 28 de noviembre como día de entrega.");
    expect(text).toContain("Pida antes de las 2:00 p. m. (hora del Centro) del sábado 28 de noviembre.");
    expect(text).toContain("Por qué no el lunes 30 de noviembre: las flores para un servicio por la mañana llegan el día anterior; no hay entregas los domingos.");
    expect(html).toContain('href="/api/service-delivery.ics?town=kearney&amp;date=2026-11-30&amp;time=morning&amp;lang=es"');
    spanishOnly(html);
  });

  it("too late, too far, and the form's errors: Spanish throughout", () => {
    for (const page of [
      pageFor({ town: "Kearney", date: "2026-11-20", time: "afternoon" }, NOW),
      pageFor({ town: "Scottsbluff", date: "2026-11-24", time: "morning" }, NOW, "America/Denver"),
      pageFor({ town: "Kearney", date: "2027-03-01", time: "morning" }, NOW),
      pageFor({ town: "", date: "2026-02-30", time: "night" }, NOW),
    ]) {
      const html = renderToStaticMarkup(<ServicePlanner locale="es" page={page} />);
      expect(html).toMatch(/data-slot="service-(answer|errors)"/);
      spanishOnly(html);
    }
    const late = read(renderToStaticMarkup(<ServicePlanner locale="es" page={pageFor({ town: "Kearney", date: "2026-11-20", time: "afternoon" }, NOW)} />));
    expect(late).toContain("El viernes 20 de noviembre ya pasó");
  });
});

describe("the funeral pieces in Spanish", () => {
  /** The partner's own words (titles, what a piece holds) are left as it wrote them; everything else is read. */
  const withoutPartnerText = (html: string) => html.replace(/<(span|p) data-slot="product-(title|description)"[^>]*>.*?<\/\1>/g, "");
  const product = (code: string, delivered?: { zip: string }): ProductCard => ({
    title: `Peaceful White Tribute ${code}`,
    priceCents: 89_99,
    image: `https://partner.test/${code}.jpg`,
    url: `https://partner.test/detail.cfm?dcode=${code}`,
    code,
    description: "White lilies and roses in a standing spray.",
    size: "91 x 61 cm",
    ...(delivered ? { delivered: { zip: delivered.zip, totalCents: 112_48, chargeCents: 17_99, taxCents: 4_50, pricedAt: "2026-11-24T16:00:00Z" } } : {}),
  });
  const sections = (delivered?: { zip: string }): FuneralSection[] => FUNERAL_PIECES.map((piece) => ({ ...piece, products: [product(piece.code, delivered)] }));

  it("the four purposes, the pieces, the cards and the checkout note are Spanish", () => {
    const html = renderToStaticMarkup(<FuneralSections sections={sections()} locale="es" />);
    expect([...html.matchAll(/data-purpose="([^"]+)"/g)].map((match) => match[1])).toEqual(["service", "casket", "guest-book", "home"]);
    for (const title of ["Para el servicio", "Para el ataúd o la urna", "Junto al libro de visitas", "Para la casa de la familia", "Coronas", "Qué lleva", "Tamaño: 91 x 61 cm"]) expect(read(html)).toContain(title);
    expect(html).toContain('data-slot="checkout-note"');
    spanishOnly(withoutPartnerText(html));
    // The same sections in English say the English labels: the check above can fail.
    const english = read(withoutPartnerText(renderToStaticMarkup(<FuneralSections sections={sections()} locale="en" />)));
    expect(englishWordsIn(english, ALLOWED).length).toBeGreaterThan(20);
  });

  it("priced for Kearney, each card says its delivered total in Spanish and the checkout note goes", () => {
    const html = renderToStaticMarkup(<FuneralSections sections={sections({ zip: "68845" })} locale="es" />);
    expect(html).not.toContain('data-slot="checkout-note"');
    expect((html.match(/data-slot="product-delivered" data-zip="68845"/g) ?? []).length).toBe(FUNERAL_PIECES.length);
    expect(read(html).replace(/\s+/g, " ")).toContain("$112.48 al 68845: + $17.99 por servicio, + $4.50 de impuesto");
    spanishOnly(withoutPartnerText(html));
  });

  it("the guide without the partner's pieces is Spanish too", () => {
    spanishOnly(renderToStaticMarkup(<SympathyGuide locale="es" />));
    expect(renderToStaticMarkup(<SympathyGuide locale="en" />)).toContain("What to send, and where");
  });

  it("a section without the page's locale neither compiles nor renders English in its place (docs/decisions/0052)", () => {
    // @ts-expect-error the locale is required: no English default stands in for a forgotten one
    expect(() => renderToStaticMarkup(<FuneralSections sections={sections()} />)).toThrow(TypeError);
    // @ts-expect-error likewise for the guide
    expect(() => renderToStaticMarkup(<SympathyGuide />)).toThrow(TypeError);
  });
});
