import { describe, expect, it } from "vitest";
import type { TimeZone } from "../nebraska/types";
import { checkDelivery, zoneLabelFor } from "./check-delivery";
import { TIME_SLOTS, timeSlotByValue, type TimeSlot } from "./time-slots";

const CT: TimeZone = "America/Chicago";
const MT: TimeZone = "America/Denver";

function slot(hour: number): TimeSlot {
  const found = timeSlotByValue(hour);
  if (!found) throw new Error(`no slot ${hour}`);
  return found;
}

function check(nowIso: string, date: Date | string, hour: number, cityName = "Lincoln", timeZone: TimeZone = CT) {
  return checkDelivery({ now: new Date(nowIso), date, slot: slot(hour), cityName, timeZone });
}

describe("checkDelivery: the four cases of spec §4", () => {
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
      checkDelivery({ now: new Date("2026-06-10T15:00:00Z"), date: "2026-06-10", slot: early, cityName: "Lincoln", timeZone: CT }),
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
    expect(check("2026-06-10T19:59:00Z", "2026-06-10", 9, "Scottsbluff", MT)?.case).toBe("same-day");
    expect(check("2026-06-10T20:00:00Z", "2026-06-10", 9, "Scottsbluff", MT)?.case).toBe("same-day-missed");
  });

  it("applies the same-day rule to every fixed slot before the cut-off", () => {
    for (const s of TIME_SLOTS) {
      expect(check("2026-06-10T14:00:00Z", "2026-06-10", s.value)?.deliverable).toBe(true);
    }
  });
});

describe("checkDelivery: DST change days of 2026", () => {
  it("March 8 (clocks forward): cut-off at 14:00 CDT", () => {
    expect(check("2026-03-08T18:59:00Z", "2026-03-08", 15)?.case).toBe("same-day");
    expect(check("2026-03-08T19:00:00Z", "2026-03-08", 15)?.message).toBe(
      "Same-day deadline passed. Your flowers will arrive by 3:00 PM tomorrow (Mar 9).",
    );
  });

  it("March 8: the short day still counts as one day", () => {
    // 23:30 CST on March 7 picking March 8, and 00:30 CST on March 8 picking March 9.
    expect(check("2026-03-08T05:30:00Z", "2026-03-08", 10)?.case).toBe("tomorrow");
    expect(check("2026-03-08T06:30:00Z", "2026-03-09", 10)?.case).toBe("tomorrow");
    expect(check("2026-03-08T06:30:00Z", "2026-03-10", 10)).toMatchObject({
      case: "later",
      message: "Yes! Order by the day before for delivery by 10:00 AM on Mar 10.",
      deadline: "Mar 9",
    });
  });

  it("November 1 (clocks back): cut-off at 14:00 CST", () => {
    expect(check("2026-11-01T19:59:00Z", "2026-11-01", 12)?.case).toBe("same-day");
    expect(check("2026-11-01T20:00:00Z", "2026-11-01", 12)?.message).toBe(
      "Same-day deadline passed. Your flowers will arrive by 12:00 PM tomorrow (Nov 2).",
    );
  });

  it("November 1: the long day still counts as one day, late evening stays 'today'", () => {
    expect(check("2026-11-01T04:30:00Z", "2026-11-01", 13)?.case).toBe("tomorrow"); // Oct 31, 23:30 CDT
    expect(check("2026-11-01T05:30:00Z", "2026-11-02", 13)?.case).toBe("tomorrow"); // Nov 1, 00:30 CDT
    // 20:00 CST on Nov 1 is already Nov 2 in UTC; Nov 1 is still today in Lincoln.
    expect(check("2026-11-02T02:00:00Z", "2026-11-01", 13)?.case).toBe("same-day-missed");
    expect(check("2026-11-02T02:00:00Z", "2026-11-02", 13)?.case).toBe("tomorrow");
  });

  it("the same changes in Mountain time", () => {
    expect(check("2026-03-08T19:59:00Z", "2026-03-08", 9, "Scottsbluff", MT)?.case).toBe("same-day");
    expect(check("2026-03-08T20:00:00Z", "2026-03-08", 9, "Scottsbluff", MT)?.case).toBe("same-day-missed");
    expect(check("2026-11-01T20:59:00Z", "2026-11-01", 9, "Scottsbluff", MT)?.case).toBe("same-day");
    expect(check("2026-11-01T21:00:00Z", "2026-11-01", 9, "Scottsbluff", MT)?.case).toBe("same-day-missed");
  });
});

describe("checkDelivery: month and year ends", () => {
  it("Dec 31 to Jan 1 is tomorrow", () => {
    expect(check("2026-12-31T16:00:00Z", "2027-01-01", 15)?.message).toBe(
      "Perfect! Order today for delivery by 3:00 PM tomorrow in Lincoln.",
    );
  });

  it("a missed Dec 31 cut-off arrives Jan 1; Jan 2 must be ordered by Jan 1", () => {
    expect(check("2026-12-31T21:00:00Z", "2026-12-31", 10)?.message).toBe(
      "Same-day deadline passed. Your flowers will arrive by 10:00 AM tomorrow (Jan 1).",
    );
    expect(check("2026-12-31T21:00:00Z", "2027-01-02", 10)).toMatchObject({
      message: "Yes! Order by the day before for delivery by 10:00 AM on Jan 2.",
      deadline: "Jan 1",
    });
  });

  it("month ends roll over correctly (Feb 28 to Mar 1 in a non-leap year)", () => {
    expect(check("2026-02-28T16:00:00Z", "2026-03-01", 9)?.case).toBe("tomorrow");
    expect(check("2026-01-31T16:00:00Z", "2026-02-02", 9)?.deadline).toBe("Feb 1");
    expect(check("2026-02-28T21:00:00Z", "2026-02-28", 9)?.message).toContain("tomorrow (Mar 1)");
  });

  it("Central's new year can still be Dec 31 in a Mountain-time town", () => {
    const now = "2027-01-01T06:30:00Z"; // 00:30 CST Jan 1, 23:30 MST Dec 31
    expect(check(now, "2026-12-31", 9, "Lincoln", CT)).toBeNull();
    expect(check(now, "2026-12-31", 9, "Scottsbluff", MT)?.case).toBe("same-day-missed");
    expect(check(now, "2027-01-01", 9, "Scottsbluff", MT)?.case).toBe("tomorrow");
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
