import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import type { TimeZone } from "../nebraska/types";
import { toCalendarDay } from "./calendar-day";
import { checkDelivery } from "./check-delivery";
import { CLOSED_TEXT } from "./closed-text";
import { closedReason, deliveryCalendar } from "./delivery-calendar";
import { noDeliveryReason, parseNoDeliveryDates } from "./no-delivery-days";
import { categoryOccasionKey, occasionCategory, occasionInYear, upcomingOccasions } from "./occasions";
import { answerService } from "./service-date";
import { parseServiceQuery, serviceAnswerQuery, serviceCalendarUrl, serviceFormPathIn, serviceFormUrl } from "./service-query";
import { TIME_SLOTS, timeSlotByValue } from "./time-slots";

const CT: TimeZone = "America/Chicago";
const MT: TimeZone = "America/Denver";
const TOWNS = ["Lexington", "Omaha", "Scottsbluff", "Kearney", "Schuyler"];
const spanishOnly = (text: string) => expect(englishWordsIn(text, TOWNS), text).toEqual([]);

function check(nowIso: string, date: string, hour: number, timeZone: TimeZone = CT, calendar = deliveryCalendar(timeZone)) {
  const slot = timeSlotByValue(hour);
  if (!slot) throw new Error(`no slot ${hour}`);
  return checkDelivery({ now: new Date(nowIso), date, slot, cityName: "Lexington", timeZone, calendar, locale: "es" });
}

describe("the checker's verdict in Spanish", () => {
  it("says the four sentences in Spanish, with Spanish times and dates", () => {
    expect(check("2026-06-10T15:00:00Z", "2026-06-10", 15)).toMatchObject({
      message: "¡Sí! Pida antes de las 2:00 p. m. de hoy para recibirlas en Lexington para las 3:00 p. m.",
      deadline: "hoy a las 2:00 p. m.",
      case: "same-day",
    });
    expect(check("2026-06-10T20:00:00Z", "2026-06-10", 11)).toMatchObject({
      message: "Ya pasó la hora límite para la entrega el mismo día. Sus flores llegarán para las 11:00 a. m. de mañana (11 de junio).",
      orderFor: { date: "2026-06-11", label: "jueves 11 de junio" },
    });
    expect(check("2026-06-10T20:00:00Z", "2026-06-11", 13)?.message).toBe("¡Perfecto! Pida hoy para recibirlas mañana en Lexington para la 1:00 p. m.");
    expect(check("2026-06-10T15:00:00Z", "2026-06-20", 9)).toMatchObject({
      message: "¡Sí! Pida a más tardar el día anterior para recibirlas el 20 de junio para las 9:00 a. m.",
      deadline: "19 de junio",
    });
    expect(check("2026-06-10T17:30:00Z", "2026-06-10", 9)?.message).toBe("Las 9:00 a. m. ya pasaron hoy en Lexington. Elija una hora más tarde u otro día.");
  });

  it("names closed days and the next delivery day in Spanish", () => {
    const now = "2026-11-24T16:00:00Z";
    expect(check(now, "2026-11-26", 10)?.message).toBe("No hay entregas el Día de Acción de Gracias. El próximo día de entrega es el viernes 27 de noviembre.");
    expect(check(now, "2026-11-29", 10)?.message).toBe("No hay entregas los domingos. El próximo día de entrega es el lunes 30 de noviembre.");
    expect(check(now, "2026-12-25", 10)?.message).toBe("No hay entregas el día de Navidad. El próximo día de entrega es el sábado 26 de diciembre.");
  });

  it("has no English anywhere across a season of days and every slot", () => {
    const partner = deliveryCalendar(MT, undefined, { from: toCalendarDay("2026-11-24"), dates: ["2026-11-24", "2026-11-25", "2026-11-28", "2026-12-01"] });
    for (const [now, calendar, timeZone] of [
      ["2026-11-24T16:00:00Z", deliveryCalendar(CT), CT],
      ["2026-11-24T21:30:00Z", deliveryCalendar(CT), CT],
      ["2026-11-24T16:00:00Z", partner, MT],
    ] as const) {
      for (const date of ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-29", "2026-12-01", "2026-12-25", "2027-01-01"]) {
        for (const slot of TIME_SLOTS) {
          const result = check(now, date, slot.value, timeZone, calendar);
          if (!result) continue;
          spanishOnly(`${result.message} ${result.deadline} ${result.orderFor?.label ?? ""}`);
        }
      }
    }
  });

  it("leaves English exactly as it was", () => {
    const slot = timeSlotByValue(15);
    if (!slot) throw new Error("no slot");
    expect(checkDelivery({ now: new Date("2026-06-10T15:00:00Z"), date: "2026-06-10", slot, cityName: "Lincoln", timeZone: CT, locale: "en" })?.message).toBe(
      "Yes! Order before 2:00 PM today for delivery by 3:00 PM in Lincoln.",
    );
  });
});

describe("days without deliveries in Spanish", () => {
  it("names every holiday the setting knows, and a partner's unnamed day", () => {
    const parsed = parseNoDeliveryDates("new-years-day,memorial-day,independence-day,labor-day,thanksgiving,christmas-eve,christmas-day,new-years-eve,2027-03-03");
    if ("error" in parsed) throw new Error(parsed.error);
    const days = ["2027-01-01", "2027-05-31", "2027-07-04", "2027-09-06", "2027-11-25", "2027-12-24", "2027-12-25", "2027-12-31", "2027-03-03", "2027-03-07"];
    const reasons = days.map((iso) => noDeliveryReason(toCalendarDay(iso), parsed.rules, "es"));
    expect(reasons.at(-1)).toBe(CLOSED_TEXT.es.sunday);
    expect(reasons.at(-2)).toBe("No hay entregas este día");
    for (const reason of reasons) spanishOnly(reason ?? "missing");
    const partner = deliveryCalendar(CT, undefined, { from: toCalendarDay("2027-03-01"), dates: ["2027-03-01", "2027-03-03"] });
    expect(closedReason(partner, toCalendarDay("2027-03-02"), "es")).toBe("No hay entregas este día");
    expect(closedReason(partner, toCalendarDay("2027-03-02"), "en")).toBe("No deliveries on this day");
  });
});

describe("the service-date answer in Spanish", () => {
  const THANKSGIVING_NOON = new Date("2026-11-26T18:00:00Z");
  it("a Monday-morning service in Kearney: Saturday, by 2:00 p. m. hora del Centro, and why, in Spanish", () => {
    const answer = answerService({ now: THANKSGIVING_NOON, calendar: deliveryCalendar(CT), service: toCalendarDay("2026-11-30"), time: "morning", locale: "es" });
    expect(answer).toMatchObject({
      kind: "deliver",
      service: { label: "lunes 30 de noviembre" },
      delivery: { label: "sábado 28 de noviembre" },
      orderByText: "las 2:00 p. m. (hora del Centro) del sábado 28 de noviembre",
      why: ["las flores para un servicio por la mañana llegan el día anterior", "no hay entregas los domingos"],
    });
  });

  it("too late, too far and a day the partner leaves out: Spanish throughout", () => {
    const partner = deliveryCalendar(MT, undefined, { from: toCalendarDay("2026-11-24"), dates: ["2026-11-24", "2026-11-25", "2026-11-28", "2026-12-01"] });
    const answers = [
      answerService({ now: THANKSGIVING_NOON, calendar: deliveryCalendar(CT), service: toCalendarDay("2026-11-20"), time: "morning", locale: "es" }),
      answerService({ now: THANKSGIVING_NOON, calendar: deliveryCalendar(CT), service: toCalendarDay("2027-03-01"), time: "afternoon", locale: "es" }),
      answerService({ now: new Date("2026-11-24T16:00:00Z"), calendar: partner, service: toCalendarDay("2026-11-27"), time: "afternoon", locale: "es" }),
      answerService({ now: new Date("2026-12-20T16:00:00Z"), calendar: deliveryCalendar(CT), service: toCalendarDay("2027-01-02"), time: "morning", locale: "es" }),
    ];
    expect(answers[2]).toMatchObject({ kind: "deliver", why: ["las florerías no tienen entregas el viernes 27 de noviembre"] });
    expect(answers[3]).toMatchObject({ service: { label: "sábado 2 de enero de 2027" } });
    for (const answer of answers) spanishOnly(JSON.stringify(answer).replace(/"(kind|reason|time|timeZone|service|delivery|day|label|orderBy|orderByText|why|home|horizonDays|year|month)"/g, " ").replace(/America\/\w+|too-late|too-far|past|closed|deliver|morning|afternoon|\d{4}-\d\d-\d\dT[\d:.]+Z/g, " "));
  });
});

describe("the service form in Spanish", () => {
  it("says what is wrong in Spanish", () => {
    const query = parseServiceQuery(new URLSearchParams({ town: "Atlantis", date: "2026-02-30", time: "evening" }), "es");
    expect(query.kind).toBe("invalid");
    if (query.kind !== "invalid") return;
    expect(query.errors).toHaveLength(3);
    for (const error of query.errors) spanishOnly(error.replace("Atlantis", ""));
    const blank = parseServiceQuery(new URLSearchParams({ town: "", date: "" }), "es");
    if (blank.kind !== "invalid") throw new Error(blank.kind);
    expect(blank.errors).toContain("Escriba la ciudad donde es el servicio fúnebre.");
  });

  it("posts to the Spanish sympathy page, which answers like the English one", () => {
    expect(serviceFormPathIn("es")).toBe("/es/categorias/condolencias-y-funerales/");
    expect(serviceFormPathIn("en")).toBe("/categories/sympathy-funeral/");
    expect(serviceFormUrl("lexington", "es")).toBe("/es/categorias/condolencias-y-funerales/?town=lexington#service");
    expect(serviceFormUrl("lexington", "en")).toBe("/categories/sympathy-funeral/?town=lexington#service");
    const params = new URLSearchParams({ town: "kearney", date: "2026-11-30", time: "morning" });
    expect(serviceAnswerQuery("/es/categorias/condolencias-y-funerales/", params)).toBe(serviceAnswerQuery("/categories/sympathy-funeral/", params));
    expect(serviceCalendarUrl({ town: "kearney", service: toCalendarDay("2026-11-30"), time: "morning", locale: "es" })).toBe("/api/service-delivery.ics?town=kearney&date=2026-11-30&time=morning&lang=es");
    expect(serviceCalendarUrl({ town: "kearney", service: toCalendarDay("2026-11-30"), time: "morning", locale: "en" })).toBe("/api/service-delivery.ics?town=kearney&date=2026-11-30&time=morning");
  });
});

describe("the Spanish edition's occasions: Día de las Madres on May 10", () => {
  const central = deliveryCalendar(CT);
  it("May 10, 2027 is a Monday: delivered on the day, ordered by 2 PM in each zone", () => {
    const madres = occasionInYear("dia-de-las-madres", 2027, central);
    expect(madres).toMatchObject({ slug: "dia-de-las-madres", day: { year: 2027, month: 5, day: 10 }, lastDeliveryDay: { year: 2027, month: 5, day: 10 } });
    expect(madres.orderBy.toISOString()).toBe("2027-05-10T19:00:00.000Z");
    expect(occasionInYear("dia-de-las-madres", 2027, deliveryCalendar(MT)).orderBy.toISOString()).toBe("2027-05-10T20:00:00.000Z");
    // 2026: a Sunday, so the Saturday before.
    expect(occasionInYear("dia-de-las-madres", 2026, central).lastDeliveryDay).toEqual({ year: 2026, month: 5, day: 9 });
  });

  it("Spanish pages announce May 10 in the 30 days before it; English pages keep the US Mother's Day", () => {
    const slugs = (iso: string, locale: "en" | "es") => upcomingOccasions(new Date(iso), central, undefined, locale).map((occasion) => occasion.slug);
    expect(slugs("2027-04-09T18:00:00Z", "en")).toEqual(["mothers-day"]);
    expect(slugs("2027-04-09T18:00:00Z", "es")).toEqual([]);
    expect(slugs("2027-04-10T18:00:00Z", "es")).toEqual(["dia-de-las-madres"]);
    expect(slugs("2027-05-09T18:00:00Z", "es")).toEqual(["dia-de-las-madres"]);
    expect(slugs("2027-05-09T18:00:00Z", "en")).toEqual([]);
    expect(slugs("2027-05-11T18:00:00Z", "es")).toEqual([]);
    expect(slugs("2027-01-20T18:00:00Z", "es")).toEqual(["valentines-day"]);
    expect(categoryOccasionKey("mothers-day", "es")).toBe("dia-de-las-madres");
    expect(categoryOccasionKey("mothers-day", "en")).toBe("mothers-day");
    expect(occasionCategory("dia-de-las-madres")).toBe("mothers-day");
  });
});
