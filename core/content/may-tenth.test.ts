import { describe, expect, it } from "vitest";
import { deliveryCalendar } from "../delivery/delivery-calendar";
import { getCityBySlug } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { mayTenthOrderBy, SPANISH_ZONE_NAME } from "./may-tenth";

function town(slug: string): City {
  const city = getCityBySlug(slug);
  if (!city) throw new Error(`no town ${slug}`);
  return city;
}

const lexington = town("lexington");
const scottsbluff = town("scottsbluff");

describe("May 10 order-by per town (Día de las Madres)", () => {
  it("the towns are in the zones the test is about", () => {
    expect(lexington.timeZone).toBe("America/Chicago");
    expect(scottsbluff.timeZone).toBe("America/Denver");
    expect(SPANISH_ZONE_NAME[lexington.timeZone]).toBe("hora del Centro");
    expect(SPANISH_ZONE_NAME[scottsbluff.timeZone]).toBe("hora de la Montaña");
  });

  it("May 10, 2027 is a Monday: order by 2 PM that day, each town in its own zone", () => {
    const [inLexington, inScottsbluff] = mayTenthOrderBy([lexington, scottsbluff], new Date("2027-04-20T15:00:00Z"));
    // May is daylight time: 2 PM CDT is 19:00 UTC, 2 PM MDT is 20:00 UTC.
    expect(inLexington).toMatchObject({ timeZone: "America/Chicago", day: { year: 2027, month: 5, day: 10 }, delivery: { year: 2027, month: 5, day: 10 }, closed: false });
    expect(inLexington?.orderBy?.toISOString()).toBe("2027-05-10T19:00:00.000Z");
    expect(inScottsbluff).toMatchObject({ timeZone: "America/Denver", day: { year: 2027, month: 5, day: 10 }, delivery: { year: 2027, month: 5, day: 10 }, closed: false });
    expect(inScottsbluff?.orderBy?.toISOString()).toBe("2027-05-10T20:00:00.000Z");
  });

  it("on May 10, 2027 at 2:30 PM Central, Lexington is answered for 2028 while Scottsbluff (1:30 PM Mountain) can still order", () => {
    const [inLexington, inScottsbluff] = mayTenthOrderBy([lexington, scottsbluff], new Date("2027-05-10T19:30:00Z"));
    expect(inLexington?.day).toEqual({ year: 2028, month: 5, day: 10 });
    expect(inLexington?.orderBy?.toISOString()).toBe("2028-05-10T19:00:00.000Z");
    expect(inScottsbluff?.day).toEqual({ year: 2027, month: 5, day: 10 });
    expect(inScottsbluff?.orderBy?.toISOString()).toBe("2027-05-10T20:00:00.000Z");
  });

  it("May 10, 2026 is a Sunday, with no deliveries: order by 2 PM on Saturday, May 9", () => {
    const [inLexington, inScottsbluff] = mayTenthOrderBy([lexington, scottsbluff], new Date("2026-05-01T12:00:00Z"));
    expect(inLexington).toMatchObject({ closed: true, delivery: { year: 2026, month: 5, day: 9 } });
    expect(inLexington?.orderBy?.toISOString()).toBe("2026-05-09T19:00:00.000Z");
    expect(inScottsbluff?.orderBy?.toISOString()).toBe("2026-05-09T20:00:00.000Z");
  });

  it("reads the calendar it is given (the partner's days where the caller has them)", () => {
    // A partner that does not deliver on Monday, May 10, 2027 in Lexington: the Saturday before.
    const partner = deliveryCalendar("America/Chicago", undefined, { from: { year: 2027, month: 5, day: 1 }, dates: ["2027-05-07", "2027-05-08", "2027-05-11"] });
    const [inLexington] = mayTenthOrderBy([lexington], new Date("2027-05-01T12:00:00Z"), { calendarOf: () => partner });
    expect(inLexington).toMatchObject({ closed: true, delivery: { year: 2027, month: 5, day: 8 } });
    expect(inLexington?.orderBy?.toISOString()).toBe("2027-05-08T19:00:00.000Z");
  });
});
