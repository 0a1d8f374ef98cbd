import { describe, expect, it } from "vitest";
import type { TimeZone } from "../nebraska/types";
import { toCalendarDay } from "./calendar-day";
import { checkDelivery, isSlotPast, zoneLabelFor } from "./check-delivery";
import { deliveryCalendar } from "./delivery-calendar";
import { TIME_SLOTS, timeSlotByValue, type TimeSlot } from "./time-slots";

const CT: TimeZone = "America/Chicago";
const MT: TimeZone = "America/Denver";

function slot(hour: number): TimeSlot {
  const found = timeSlotByValue(hour);
  if (!found) throw new Error(`no slot ${hour}`);
  return found;
}

function check(nowIso: string, date: Date | string, hour: number, cityName = "Lincoln", timeZone: TimeZone = CT) {
  return checkDelivery({ now: new Date(nowIso), date, slot: slot(hour), cityName, timeZone, locale: "en" });
}

describe("checkDelivery: the four sentences, on delivery days", () => {
  // June 10, 2026: Central is UTC-5 (CDT).
  it("today before 2 PM: deliverable same day", () => {
    expect(check("2026-06-10T15:00:00Z", "2026-06-10", 15)).toEqual({
      deliverable: true,
      message: "Yes! Order before 2:00 PM today for delivery by 3:00 PM in Lincoln.",
      deadline: "2:00 PM today",
      zoneLabel: "CT",
      case: "same-day",
    });
  });

  it("today at or after 2 PM: same-day deadline passed, arrives tomorrow", () => {
    expect(check("2026-06-10T20:00:00Z", "2026-06-10", 11)).toEqual({
      deliverable: false,
      message: "Same-day deadline passed. Your flowers will arrive by 11:00 AM tomorrow (Jun 11).",
      deadline: "Next business day",
      zoneLabel: "CT",
      case: "same-day-missed",
      orderFor: { date: "2026-06-11", label: "Thursday, Jun 11" },
    });
  });

  it("tomorrow: the exact Lincoln 3:00 PM message", () => {
    expect(check("2026-06-10T20:00:00Z", "2026-06-11", 15)).toEqual({
      deliverable: true,
      message: "Perfect! Order today for delivery by 3:00 PM tomorrow in Lincoln.",
      deadline: "11:59 PM today",
      zoneLabel: "CT",
      case: "tomorrow",
    });
  });

  it("further out: order by the day before", () => {
    expect(check("2026-06-10T15:00:00Z", "2026-06-20", 9)).toEqual({
      deliverable: true,
      message: "Yes! Order by the day before for delivery by 9:00 AM on Jun 20.",
      deadline: "Jun 19",
      zoneLabel: "CT",
      case: "later",
    });
  });
});

describe("checkDelivery: no result", () => {
  it("gives nothing for a past date", () => {
    expect(check("2026-06-10T15:00:00Z", "2026-06-09", 12)).toBeNull();
  });

  it("gives nothing for today when no rule matches (a slot before 9 AM)", () => {
    const early = { value: 8, label: "8:00 AM" };
    expect(
      checkDelivery({ now: new Date("2026-06-10T15:00:00Z"), date: "2026-06-10", slot: early, cityName: "Lincoln", timeZone: CT, locale: "en" }),
    ).toBeNull();
  });
});

describe("checkDelivery: the 2 PM cut-off", () => {
  it("13:59 is still same day, 14:00 is not", () => {
    expect(check("2026-06-10T18:59:00Z", "2026-06-10", 17)?.case).toBe("same-day");
    expect(check("2026-06-10T18:59:59.999Z", "2026-06-10", 17)?.case).toBe("same-day");
    expect(check("2026-06-10T19:00:00Z", "2026-06-10", 17)?.case).toBe("same-day-missed");
  });

  it("uses the city's own zone: 13:30 MT (14:30 CT) is still same day in Scottsbluff", () => {
    const now = "2026-06-10T19:30:00Z";
    expect(check(now, "2026-06-10", 16, "Scottsbluff", MT)).toEqual({
      deliverable: true,
      message: "Yes! Order before 2:00 PM today for delivery by 4:00 PM in Scottsbluff.",
      deadline: "2:00 PM today",
      zoneLabel: "MT",
      case: "same-day",
    });
    expect(check(now, "2026-06-10", 16, "Lincoln", CT)?.case).toBe("same-day-missed");
  });

  it("closes at 14:00 Mountain for a Mountain-time town", () => {
    expect(check("2026-06-10T19:59:00Z", "2026-06-10", 17, "Scottsbluff", MT)?.case).toBe("same-day");
    expect(check("2026-06-10T20:00:00Z", "2026-06-10", 17, "Scottsbluff", MT)?.case).toBe("same-day-missed");
  });

  it("applies the same-day rule to every fixed slot before the cut-off and before the slot", () => {
    for (const s of TIME_SLOTS) {
      expect(check("2026-06-10T13:00:00Z", "2026-06-10", s.value)?.deliverable).toBe(true);
    }
  });
});

describe("checkDelivery: a slot already past today", () => {
  it("answers no for a time already past, in the town's own zone", () => {
    // 1:30 PM CDT in Lincoln is 12:30 PM MDT in Scottsbluff.
    expect(check("2026-06-10T18:30:00Z", "2026-06-10", 9)).toEqual({
      deliverable: false,
      message: "9:00 AM has already passed today in Lincoln. Choose a later time, or another day.",
      deadline: "2:00 PM today",
      zoneLabel: "CT",
      case: "slot-passed",
    });
    expect(check("2026-06-10T18:30:00Z", "2026-06-10", 13)?.case).toBe("slot-passed");
    expect(check("2026-06-10T18:30:00Z", "2026-06-10", 14)?.case).toBe("same-day");
    expect(check("2026-06-10T18:30:00Z", "2026-06-10", 12, "Scottsbluff", MT)?.case).toBe("slot-passed");
    expect(check("2026-06-10T18:30:00Z", "2026-06-10", 13, "Scottsbluff", MT)?.case).toBe("same-day");
  });

  it("isSlotPast says the same as the checker, for the picker to leave those slots out", () => {
    const now = new Date("2026-06-10T18:30:00Z");
    expect(TIME_SLOTS.filter((s) => isSlotPast(now, s, CT)).map((s) => s.value)).toEqual([9, 10, 11, 12, 13]);
    expect(TIME_SLOTS.filter((s) => isSlotPast(now, s, MT)).map((s) => s.value)).toEqual([9, 10, 11, 12]);
  });
});

describe("checkDelivery: days without deliveries", () => {
  // Tuesday 24 November 2026, 10:00 CST.
  const now = "2026-11-24T16:00:00Z";

  it("Thanksgiving, a Sunday and Christmas Day are refused with the reason and the next delivery day", () => {
    expect(check(now, "2026-11-26", 10, "Omaha")).toEqual({
      deliverable: false,
      message: "No deliveries on Thanksgiving. The next delivery day is Friday, Nov 27.",
      deadline: "Nov 26",
      zoneLabel: "CT",
      case: "closed",
      orderFor: { date: "2026-11-27", label: "Friday, Nov 27" },
    });
    expect(check(now, "2026-11-29", 10, "Omaha")?.message).toBe("No deliveries on Sundays. The next delivery day is Monday, Nov 30.");
    expect(check(now, "2026-12-25", 10, "Scottsbluff", MT)).toMatchObject({
      deliverable: false,
      message: "No deliveries on Christmas Day. The next delivery day is Saturday, Dec 26.",
      orderFor: { date: "2026-12-26" },
    });
  });

  it("a closed day that is tomorrow is ordered for tonight's deadline of the next delivery day", () => {
    // Wednesday Nov 25 at noon: Thanksgiving is tomorrow, Friday the day after.
    expect(check("2026-11-25T18:00:00Z", "2026-11-26", 10)?.deadline).toBe("Nov 26");
    // Saturday Nov 28: Sunday is closed, Monday is "the day before" Sunday's next day.
    expect(check("2026-11-28T16:00:00Z", "2026-11-29", 10)?.deadline).toBe("Nov 29");
  });

  it("today on a Sunday is refused, before or after 2 PM", () => {
    expect(check("2026-11-29T16:00:00Z", "2026-11-29", 15)?.case).toBe("closed");
    expect(check("2026-11-29T21:00:00Z", "2026-11-29", 15)?.case).toBe("closed");
  });

  it("after Saturday's cut-off names Monday, never a Sunday 'tomorrow', and offers Monday", () => {
    for (const [nowIso, city, zone] of [["2026-11-28T20:30:00Z", "Omaha", CT], ["2026-11-28T21:30:00Z", "Scottsbluff", MT]] as const) {
      expect(check(nowIso, "2026-11-28", 10, city, zone)).toEqual({
        deliverable: false,
        message: "Same-day deadline passed. Your flowers will arrive by 10:00 AM on Monday, Nov 30.",
        deadline: "Next business day",
        zoneLabel: zoneLabelFor(zone),
        case: "same-day-missed",
        orderFor: { date: "2026-11-30", label: "Monday, Nov 30" },
      });
    }
  });

  it("a Wednesday's missed cut-off before Thanksgiving names Friday", () => {
    expect(check("2026-11-25T21:00:00Z", "2026-11-25", 10)?.message).toBe(
      "Same-day deadline passed. Your flowers will arrive by 10:00 AM on Friday, Nov 27.",
    );
  });

  it("follows the partner's dates when the calendar carries them", () => {
    const calendar = deliveryCalendar(CT, undefined, { from: toCalendarDay("2026-11-24"), dates: ["2026-11-24", "2026-11-25", "2026-11-29"] });
    const slot15 = slot(15);
    const ask = (date: string) => checkDelivery({ now: new Date(now), date, slot: slot15, cityName: "Omaha", timeZone: CT, calendar, locale: "en" });
    expect(ask("2026-11-29")?.case).toBe("later");
    expect(ask("2026-11-27")?.message).toBe("No deliveries on this day. The next delivery day is Sunday, Nov 29.");
  });
});

describe("checkDelivery: DST change weekends", () => {
  it("Saturday before clocks go forward (Mar 7, 2026): cut-off at 14:00 CST, Monday is next", () => {
    expect(check("2026-03-07T19:59:00Z", "2026-03-07", 15)?.case).toBe("same-day");
    expect(check("2026-03-07T20:00:00Z", "2026-03-07", 15)?.message).toBe(
      "Same-day deadline passed. Your flowers will arrive by 3:00 PM on Monday, Mar 9.",
    );
  });

  it("Monday after (Mar 9): cut-off at 14:00 CDT, an hour earlier in UTC", () => {
    expect(check("2026-03-09T18:59:00Z", "2026-03-09", 15)?.case).toBe("same-day");
    expect(check("2026-03-09T19:00:00Z", "2026-03-09", 15)?.case).toBe("same-day-missed");
  });

  it("the short Sunday still counts as one day", () => {
    // 23:30 CST on Saturday Mar 7 picking Monday Mar 9; 00:30 CDT on Monday picking Tuesday.
    expect(check("2026-03-08T05:30:00Z", "2026-03-09", 10)).toMatchObject({ case: "later", deadline: "Mar 8" });
    expect(check("2026-03-08T05:30:00Z", "2026-03-08", 10)?.case).toBe("closed");
    expect(check("2026-03-09T05:30:00Z", "2026-03-10", 10)?.case).toBe("tomorrow");
  });

  it("the weekend clocks go back (Oct 31 / Nov 2, 2026), in Central and Mountain", () => {
    expect(check("2026-10-31T18:59:00Z", "2026-10-31", 15)?.case).toBe("same-day");
    expect(check("2026-10-31T19:00:00Z", "2026-10-31", 15)?.message).toContain("on Monday, Nov 2");
    expect(check("2026-11-02T19:59:00Z", "2026-11-02", 15)?.case).toBe("same-day");
    expect(check("2026-11-02T20:00:00Z", "2026-11-02", 15)?.case).toBe("same-day-missed");
    expect(check("2026-10-31T19:59:00Z", "2026-10-31", 15, "Scottsbluff", MT)?.case).toBe("same-day");
    expect(check("2026-10-31T20:00:00Z", "2026-10-31", 15, "Scottsbluff", MT)?.case).toBe("same-day-missed");
    expect(check("2026-11-02T20:59:00Z", "2026-11-02", 15, "Scottsbluff", MT)?.case).toBe("same-day");
    expect(check("2026-11-02T21:00:00Z", "2026-11-02", 15, "Scottsbluff", MT)?.case).toBe("same-day-missed");
  });

  it("the long Sunday: late Sunday evening is still Sunday in Lincoln", () => {
    // 20:00 CST on Sunday Nov 1 is Nov 2 in UTC.
    expect(check("2026-11-02T02:00:00Z", "2026-11-01", 13)?.case).toBe("closed");
    expect(check("2026-11-02T02:00:00Z", "2026-11-02", 13)?.case).toBe("tomorrow");
  });
});

describe("checkDelivery: month and year ends", () => {
  it("New Year's Day is refused; the year's last missed cut-off names Saturday Jan 2", () => {
    expect(check("2026-12-31T16:00:00Z", "2027-01-01", 15)?.message).toBe(
      "No deliveries on New Year's Day. The next delivery day is Saturday, Jan 2.",
    );
    expect(check("2026-12-31T21:00:00Z", "2026-12-31", 10)?.message).toBe(
      "Same-day deadline passed. Your flowers will arrive by 10:00 AM on Saturday, Jan 2.",
    );
    expect(check("2026-12-31T21:00:00Z", "2027-01-02", 10)).toMatchObject({
      message: "Yes! Order by the day before for delivery by 10:00 AM on Jan 2.",
      deadline: "Jan 1",
    });
  });

  it("month ends roll over correctly (Feb 28 to Mar 1 in a non-leap year)", () => {
    expect(check("2030-02-28T16:00:00Z", "2030-03-01", 9)?.case).toBe("tomorrow");
    expect(check("2026-01-31T16:00:00Z", "2026-02-02", 9)?.deadline).toBe("Feb 1");
    expect(check("2030-02-28T21:00:00Z", "2030-02-28", 9)?.message).toContain("tomorrow (Mar 1)");
  });

  it("Central's new year can still be Dec 31 in a Mountain-time town", () => {
    const now = "2027-01-01T06:30:00Z"; // 00:30 CST Jan 1, 23:30 MST Dec 31
    expect(check(now, "2026-12-31", 9, "Lincoln", CT)).toBeNull();
    expect(check(now, "2026-12-31", 9, "Scottsbluff", MT)?.case).toBe("same-day-missed");
    expect(check(now, "2027-01-02", 9, "Scottsbluff", MT)?.case).toBe("later");
    expect(check(now, "2027-01-02", 9, "Lincoln", CT)?.case).toBe("tomorrow");
  });
});

describe("checkDelivery: date inputs and zone labels", () => {
  it("accepts the local-midnight Date the day picker returns", () => {
    expect(check("2026-06-10T20:00:00Z", new Date(2026, 5, 11), 15)?.case).toBe("tomorrow");
  });

  it("labels Central CT and Mountain MT", () => {
    expect(zoneLabelFor(CT)).toBe("CT");
    expect(zoneLabelFor(MT)).toBe("MT");
  });
});
