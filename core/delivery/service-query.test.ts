import { describe, expect, it } from "vitest";
import { parseServiceQuery, serviceAnswerQuery, serviceCalendarUrl } from "./service-query";

const parse = (query: string) => parseServiceQuery(new URLSearchParams(query), "en");

describe("parseServiceQuery", () => {
  it("a town alone only fills the form in", () => {
    expect(parse("town=kearney")).toEqual({ kind: "form", values: { town: "Kearney", date: "", time: "morning" } });
    expect(parse("town=nowhere-town")).toEqual({ kind: "form", values: { town: "nowhere-town", date: "", time: "morning" } });
    expect(parse("")).toEqual({ kind: "form", values: { town: "", date: "", time: "morning" } });
  });

  it("reads a town by name or slug, a date and a time", () => {
    for (const town of ["Kearney", "kearney", " KEARNEY , NE ", "Kearney, Nebraska"]) {
      const parsed = parse(`town=${encodeURIComponent(town)}&date=2026-11-30&time=morning`);
      expect(parsed.kind === "valid" && parsed.city.name).toBe("Kearney");
    }
    // A ZIP, as the header search takes it: its own town's, or the post office's that serves one.
    expect(parse("town=68847&date=2026-11-30&time=morning")).toMatchObject({ kind: "valid", city: { name: "Kearney" } });
    expect(parse("town=68010&date=2026-11-30&time=morning")).toMatchObject({ kind: "valid", city: { name: "Boys Town" } });
    expect(parse("town=99999&date=2026-11-30&time=morning")).toMatchObject({ kind: "invalid" });
    const parsed = parse("town=North+Platte&date=2026-12-01&time=afternoon");
    expect(parsed).toMatchObject({ kind: "valid", service: { year: 2026, month: 12, day: 1 }, time: "afternoon", city: { timeZone: "America/Chicago" } });
    expect(parse("town=scottsbluff&date=2026-12-01&time=morning")).toMatchObject({ city: { timeZone: "America/Denver" } });
  });

  it("says what is wrong with each field, bounded, without echoing more than it keeps", () => {
    expect(parse("town=Atlantis&date=2026-12-01&time=morning")).toEqual({
      kind: "invalid",
      values: { town: "Atlantis", date: "2026-12-01", time: "morning" },
      errors: ["We don't know a Nebraska town called “Atlantis”. Check the spelling, or enter the nearest town."],
    });
    expect(parse("town=kearney&date=next+monday&time=morning")).toMatchObject({ kind: "invalid", errors: ["The service date must be a real date, written like 2026-12-07."] });
    expect(parse("town=kearney&date=2026-02-30&time=morning")).toMatchObject({ kind: "invalid" });
    expect(parse("town=kearney&date=2026-12-01&time=evening")).toMatchObject({ kind: "invalid", errors: ["Choose whether the service is in the morning or the afternoon."] });
    expect(parse("date=&time=morning")).toMatchObject({ kind: "invalid", errors: ["Enter the town where the service is held.", "Enter the date of the service."] });
    const long = parse(`town=${"a".repeat(5000)}&date=${"9".repeat(5000)}&time=morning`);
    expect(long.kind).toBe("invalid");
    expect(long.values.town.length).toBeLessThanOrEqual(61);
    expect(long.values.date.length).toBeLessThanOrEqual(20);
    expect(long.kind === "invalid" && long.errors.join(" ").length).toBeLessThan(300);
  });

  it("shows no control or format character back", () => {
    const parsed = parse("town=%00At%E2%80%AElantis%0A&date=2026-12-01&time=morning");
    expect(parsed.values.town).toBe("Atlantis");
    expect(parsed.kind === "invalid" && parsed.errors[0]).toContain("“Atlantis”");
  });

  it("an inherited property name is no town", () => {
    expect(parse("town=constructor&date=2026-12-01&time=morning").kind).toBe("invalid");
    expect(parse("town=__proto__&date=2026-12-01&time=morning").kind).toBe("invalid");
  });
});

describe("serviceCalendarUrl", () => {
  it("asks the calendar file the answer's own question, the town by its slug", () => {
    const query = parse("town=North+Platte&date=2026-12-07&time=afternoon");
    if (query.kind !== "valid") throw new Error(query.kind);
    expect(serviceCalendarUrl({ town: query.city.slug, service: query.service, time: query.time, locale: "en" })).toBe("/api/service-delivery.ics?town=north-platte&date=2026-12-07&time=afternoon");
  });
});

describe("the answer's key is what it means (issue 52)", () => {
  const form = "/categories/sympathy-funeral/";
  const view = { budget: "all", order: "partner" };
  it("writes a valid query one way: the town's name, the day, the time; known view values only; `to` when it is another town", () => {
    const one = "?town=Omaha&date=2026-12-07&time=morning";
    for (const query of ["town=omaha,ne&date=2026-12-07&time=morning", "town=68104&date=%202026-12-07&time=morning", "time=morning&town=OMAHA&date=2026-12-07&utm_source=x"]) {
      expect(serviceAnswerQuery(form, new URLSearchParams(query), { ...view, to: "omaha" }), query).toBe(one);
    }
    expect(serviceAnswerQuery(form, new URLSearchParams("town=st%20paul&date=2026-12-07&time=afternoon"), { budget: "under-60", order: "price-low", to: "kearney" })).toBe(
      "?town=Saint+Paul&date=2026-12-07&time=afternoon&budget=under-60&order=price-low&to=kearney",
    );
  });
  it("keeps the visitor's words in a query that is not valid (its errors quote them)", () => {
    expect(serviceAnswerQuery(form, new URLSearchParams("town=Atlantis&date=2026-12-07&time=morning&junk=1"), view)).toBe("?town=Atlantis&date=2026-12-07&time=morning");
    expect(serviceAnswerQuery(form, new URLSearchParams("town=omaha"), view)).toBeUndefined();
  });
});
