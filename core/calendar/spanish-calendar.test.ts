import { describe, expect, it } from "vitest";
import { deliveryCalendar } from "../delivery/delivery-calendar";
import { answerService } from "../delivery/service-date";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { getCityBySlug } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { parseIcs, wallClock } from "../../tests/fixtures/parse-ics";
import { serviceCalendarIcs } from "./service-calendar";
import { townCalendarIcs } from "./town-calendar";

const SITE = "https://www.nebraskaflowerdelivery.com";
const DECEMBER_1 = new Date("2026-12-01T18:00:00Z");

function town(slug: string): City {
  const city = getCityBySlug(slug);
  if (!city) throw new Error(`no town ${slug}`);
  return city;
}

const ics = (city: City, locale: "en" | "es", now = DECEMBER_1) => townCalendarIcs({ town: city, calendar: deliveryCalendar(city.timeZone), now, siteUrl: SITE, locale });
/** What a visitor reads in an event, the links taken out (they are addresses, not words). */
const words = (text: string | null) => (text ?? "").replace(/https?:\/\/\S+/g, " ");

describe("a town's flower dates in Spanish, read by ical.js", () => {
  it.each(["lexington", "scottsbluff"])("%s: the same events and UIDs as English, Spanish names and dates, no English", (slug) => {
    const city = town(slug);
    const spanish = parseIcs(ics(city, "es"));
    const english = parseIcs(ics(city, "en"));
    expect(spanish.events.map((event) => `${event.uid} ${event.start} ${event.alarms.join()}`)).toEqual(english.events.map((event) => `${event.uid} ${event.start} ${event.alarms.join()}`));
    expect(spanish.events.filter((event) => event.allDay).map((event) => event.summary)).toEqual([
      "Navidad",
      "San Valentín",
      "Pascua",
      "Día de la Madre de Estados Unidos",
      "Día de las Madres",
      "Día de Acción de Gracias",
    ]);
    for (const event of spanish.events) {
      expect(englishWordsIn(`${event.summary} ${words(event.description)}`, [city.name, "Nebraska Flower Delivery"]), event.uid).toEqual([]);
      expect(event.url).toBe(`${SITE}/es/ciudades/${slug}/`);
    }
    expect(spanish.properties["x-wr-calname"]).toBe(`Fechas para flores en ${city.name}`);
    expect(englishWordsIn(words(spanish.properties["x-wr-caldesc"] ?? ""), [city.name, "Nebraska Flower Delivery"])).toEqual([]);
  });

  it("Día de las Madres 2027 in Lexington: order by 2:00 p. m. on Monday May 10 (hora del Centro), written in Spanish", () => {
    const parsed = parseIcs(ics(town("lexington"), "es"));
    const orderBy = parsed.events.find((event) => event.uid === "lexington-dia-de-las-madres-2027-order-by@www.nebraskaflowerdelivery.com");
    expect(orderBy?.start).toBe("2027-05-10T19:00:00.000Z");
    expect(wallClock(orderBy?.start ?? "", "America/Chicago")).toBe("2027-05-10 14:00");
    expect(orderBy?.summary).toBe("Pida flores para el Día de las Madres antes de las 2:00 p. m. (Lexington)");
    expect(orderBy?.description).toContain("las 2:00 p. m. (hora del Centro) del lunes 10 de mayo de 2027");
    const valentine = parsed.events.find((event) => event.uid === "lexington-valentines-day-2027-order-by@www.nebraskaflowerdelivery.com");
    expect(valentine?.description).toContain("San Valentín (domingo 14 de febrero de 2027) no tiene entregas: elija el sábado 13 de febrero de 2027 como día de entrega");
  });

  it("a Mountain town says hora de la Montaña", () => {
    const parsed = parseIcs(ics(town("scottsbluff"), "es"));
    expect(parsed.events.find((event) => !event.allDay)?.description).toContain("(hora de la Montaña)");
  });
});

describe("the service answer's event in Spanish", () => {
  it("one event at the same moment and UID, in Spanish, linking the Spanish sympathy page", () => {
    const now = new Date("2026-11-24T16:00:00Z");
    const answer = answerService({ now, calendar: deliveryCalendar("America/Chicago"), service: { year: 2026, month: 11, day: 30 }, time: "morning", locale: "es" });
    if (answer.kind !== "deliver") throw new Error(answer.kind);
    const input = { town: { name: "Kearney", slug: "kearney" }, answer, now, siteUrl: SITE };
    const [spanish] = parseIcs(serviceCalendarIcs({ ...input, locale: "es" })).events;
    const [english] = parseIcs(serviceCalendarIcs({ ...input, locale: "en" })).events;
    expect(spanish?.uid).toBe(english?.uid);
    expect(spanish?.start).toBe("2026-11-28T20:00:00.000Z");
    expect(spanish?.description).toContain("Elija el sábado 28 de noviembre de 2026 como día de entrega.");
    expect(spanish?.description).toContain("El servicio fúnebre en Kearney es el lunes 30 de noviembre de 2026, por la mañana.");
    expect(spanish?.url).toBe(`${SITE}/es/categorias/condolencias-y-funerales/?town=kearney&date=2026-11-30&time=morning#service`);
    expect(englishWordsIn(`${spanish?.summary} ${words(spanish?.description ?? "")}`, ["Kearney"])).toEqual([]);
  });
});
