import { describe, expect, it } from "vitest";
import type { TimeZone } from "../nebraska/types";
import { isoDay } from "./calendar-day";
import { deliveryCalendar } from "./delivery-calendar";
import { parseNoDeliveryDates } from "./no-delivery-days";
import { nextOccasion, occasionInYear, upcomingOccasions } from "./occasions";

const CT: TimeZone = "America/Chicago";
const MT: TimeZone = "America/Denver";
const central = deliveryCalendar(CT);
const mountain = deliveryCalendar(MT);

describe("the last delivery day for Valentine's Day and Mother's Day, 2026-2030", () => {
  it("Valentine's Day: the day itself, or the Saturday before when it is a Sunday", () => {
    const days = [2026, 2027, 2028, 2029, 2030].map((year) => occasionInYear("valentines-day", year, central));
    expect(days.map((occasion) => isoDay(occasion.day))).toEqual(["2026-02-14", "2027-02-14", "2028-02-14", "2029-02-14", "2030-02-14"]);
    expect(days.map((occasion) => isoDay(occasion.lastDeliveryDay))).toEqual(["2026-02-14", "2027-02-13", "2028-02-14", "2029-02-14", "2030-02-14"]);
  });

  it("Mother's Day (second Sunday of May): always the Saturday before", () => {
    const days = [2026, 2027, 2028, 2029, 2030].map((year) => occasionInYear("mothers-day", year, central));
    expect(days.map((occasion) => isoDay(occasion.day))).toEqual(["2026-05-10", "2027-05-09", "2028-05-14", "2029-05-13", "2030-05-12"]);
    expect(days.map((occasion) => isoDay(occasion.lastDeliveryDay))).toEqual(["2026-05-09", "2027-05-08", "2028-05-13", "2029-05-12", "2030-05-11"]);
  });

  it("steps back past a holiday on the Saturday before", () => {
    const parsed = parseNoDeliveryDates("2027-02-13=a partner holiday");
    if ("error" in parsed) throw new Error(parsed.error);
    const occasion = occasionInYear("valentines-day", 2027, deliveryCalendar(CT, parsed.rules));
    expect(isoDay(occasion.lastDeliveryDay)).toBe("2027-02-12");
  });

  it("orders close at 2:00 PM on that day in the town's own zone", () => {
    expect(occasionInYear("valentines-day", 2027, central).orderBy.toISOString()).toBe("2027-02-13T20:00:00.000Z");
    expect(occasionInYear("valentines-day", 2027, mountain).orderBy.toISOString()).toBe("2027-02-13T21:00:00.000Z");
    // Mother's Day is in daylight time.
    expect(occasionInYear("mothers-day", 2027, central).orderBy.toISOString()).toBe("2027-05-08T19:00:00.000Z");
    expect(occasionInYear("mothers-day", 2027, mountain).orderBy.toISOString()).toBe("2027-05-08T20:00:00.000Z");
  });
});

describe("the next occurrence", () => {
  it("is this year's until its last delivery day is over, then next year's", () => {
    expect(isoDay(nextOccasion("valentines-day", new Date("2026-11-24T16:00:00Z"), central).day)).toBe("2027-02-14");
    expect(isoDay(nextOccasion("mothers-day", new Date("2027-05-08T23:00:00Z"), central).day)).toBe("2027-05-09");
    // Sunday May 9, 2027, 00:30 CDT: Saturday is over, so the next is 2028.
    expect(isoDay(nextOccasion("mothers-day", new Date("2027-05-09T05:30:00Z"), central).day)).toBe("2028-05-14");
    // ...while it is still Saturday evening in Scottsbluff.
    expect(isoDay(nextOccasion("mothers-day", new Date("2027-05-09T05:30:00Z"), mountain).day)).toBe("2027-05-09");
  });

  it("is announced on home and town pages only in the 30 days before", () => {
    const names = (iso: string) => upcomingOccasions(new Date(iso), central, undefined, "en").map((occasion) => occasion.slug);
    expect(names("2027-01-14T18:00:00Z")).toEqual([]);
    expect(names("2027-01-15T18:00:00Z")).toEqual(["valentines-day"]);
    expect(names("2027-02-13T18:00:00Z")).toEqual(["valentines-day"]);
    expect(names("2027-02-14T18:00:00Z")).toEqual([]);
    expect(names("2027-04-08T18:00:00Z")).toEqual([]);
    expect(names("2027-04-09T18:00:00Z")).toEqual(["mothers-day"]);
    expect(names("2026-11-24T16:00:00Z")).toEqual([]);
  });
});
