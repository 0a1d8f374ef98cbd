import { describe, expect, it } from "vitest";
import { deliveryCalendar } from "../delivery/delivery-calendar";
import { getCityBySlug } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { parseIcs, wallClock } from "../../tests/fixtures/parse-ics";
import { townCalendarIcs } from "./town-calendar";

const SITE = "https://www.nebraskaflowerdelivery.com";

function town(slug: string): City {
  const city = getCityBySlug(slug);
  if (!city) throw new Error(`no town ${slug}`);
  return city;
}

const kearney = town("kearney");
const scottsbluff = town("scottsbluff");

function calendarOf(city: City, now: Date) {
  return parseIcs(townCalendarIcs({ town: city, calendar: deliveryCalendar(city.timeZone), now, siteUrl: SITE, locale: "en" }));
}

function event(parsed: ReturnType<typeof parseIcs>, uid: string) {
  const found = parsed.events.find((candidate) => candidate.uid === uid);
  if (!found) throw new Error(`no event ${uid} in ${parsed.events.map((candidate) => candidate.uid).join(", ")}`);
  return found;
}

const DECEMBER_1 = new Date("2026-12-01T18:00:00Z");

describe("a town's flower dates, read by ical.js", () => {
  it("the zones are the ones the test is about", () => {
    expect(kearney.timeZone).toBe("America/Chicago");
    expect(scottsbluff.timeZone).toBe("America/Denver");
  });

  it.each([
    // Valentine's Day 2027 and Mother's Day 2027 are Sundays: the order-by is Saturday's 2 PM in the town's zone.
    { city: kearney, key: "valentines-day", utc: "2027-02-13T20:00:00.000Z", local: "2027-02-13 14:00" },
    { city: scottsbluff, key: "valentines-day", utc: "2027-02-13T21:00:00.000Z", local: "2027-02-13 14:00" },
    // May is daylight time: an hour less to UTC.
    { city: kearney, key: "mothers-day", utc: "2027-05-08T19:00:00.000Z", local: "2027-05-08 14:00" },
    { city: scottsbluff, key: "mothers-day", utc: "2027-05-08T20:00:00.000Z", local: "2027-05-08 14:00" },
  ])("$city.name, $key 2027: an order-by event at 2 PM on Saturday in the town's zone ($utc)", ({ city, key, utc, local }) => {
    const parsed = calendarOf(city, DECEMBER_1);
    const orderBy = event(parsed, `${city.slug}-${key}-2027-order-by@www.nebraskaflowerdelivery.com`);
    expect(orderBy.allDay).toBe(false);
    expect(orderBy.start).toBe(utc);
    expect(wallClock(orderBy.start, city.timeZone)).toBe(local);
    expect(orderBy.end).toBeNull();
    expect(orderBy.alarms).toEqual([-2 * 86_400]);
    expect(orderBy.url).toBe(`${SITE}/cities/${city.slug}/`);
    expect(orderBy.description).toContain(`${city.slug}/`);
    expect(orderBy.description).toContain(`2:00 PM ${city.timeZone === "America/Denver" ? "Mountain" : "Central"} Time on Saturday, ${key === "mothers-day" ? "May 8" : "February 13"}, 2027`);
    // The Sunday has no deliveries: the text says which day to choose instead.
    expect(orderBy.description).toContain(`choose Saturday, ${key === "mothers-day" ? "May 8" : "February 13"}, 2027 as the delivery date`);
    const day = event(parsed, `${city.slug}-${key}-2027@www.nebraskaflowerdelivery.com`);
    expect(day.allDay).toBe(true);
    expect(day.start).toBe(key === "mothers-day" ? "2027-05-09" : "2027-02-14");
    expect(day.end).toBe(key === "mothers-day" ? "2027-05-10" : "2027-02-15");
  });

  it("lists every flower day of the twelve months once as a day and once as its order-by, none busy", () => {
    const parsed = calendarOf(kearney, DECEMBER_1);
    expect(parsed.events.filter((candidate) => candidate.allDay).map((candidate) => candidate.summary)).toEqual([
      "Christmas",
      "Valentine's Day",
      "Easter",
      "Mother's Day",
      "Día de las Madres",
      "Thanksgiving",
    ]);
    expect(parsed.events.filter((candidate) => !candidate.allDay)).toHaveLength(6);
    expect(new Set(parsed.events.map((candidate) => candidate.uid)).size).toBe(12);
    expect(parsed.events.every((candidate) => candidate.transparency === "TRANSPARENT")).toBe(true);
    // Thanksgiving and Christmas have no deliveries: the day before. Día de las Madres 2027 is a Monday: the day itself.
    const orderBy = (key: string, year: number) => wallClock(event(parsed, `kearney-${key}-${year}-order-by@www.nebraskaflowerdelivery.com`).start, "America/Chicago");
    expect(orderBy("thanksgiving", 2027)).toBe("2027-11-24 14:00");
    expect(orderBy("christmas", 2026)).toBe("2026-12-24 14:00");
    expect(orderBy("dia-de-las-madres", 2027)).toBe("2027-05-10 14:00");
    expect(orderBy("easter", 2027)).toBe("2027-03-27 14:00");
  });

  it("asks to be refreshed daily and names itself", () => {
    const { properties } = calendarOf(kearney, DECEMBER_1);
    expect(properties["refresh-interval"]).toBe("P1D");
    expect(properties["x-published-ttl"]).toBe("P1D");
    expect(properties["x-wr-calname"]).toBe("Kearney flower dates");
    expect(properties.method).toBe("PUBLISH");
  });

  it("made a month apart, the same events keep the same UIDs", () => {
    const first = calendarOf(kearney, DECEMBER_1);
    const later = calendarOf(kearney, new Date("2027-01-01T18:00:00Z"));
    const uids = (parsed: ReturnType<typeof parseIcs>) => new Map(parsed.events.map((candidate) => [`${candidate.summary} ${candidate.start}`, candidate.uid]));
    const before = uids(first);
    const after = uids(later);
    const shared = [...before.keys()].filter((key) => after.has(key));
    // Christmas 2026 has gone by January; the other five days and their order-bys are in both.
    expect(shared).toHaveLength(10);
    for (const key of shared) expect(after.get(key), key).toBe(before.get(key));
  });

  it("one day's file is the same bytes whenever that day it is made (its ETag holds)", () => {
    const make = (now: string) => townCalendarIcs({ town: kearney, calendar: deliveryCalendar(kearney.timeZone), now: new Date(now), siteUrl: SITE, locale: "en" });
    expect(make("2026-12-01T07:00:00Z")).toBe(make("2026-12-02T05:59:00Z"));
  });
});
