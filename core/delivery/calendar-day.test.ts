import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { calendarDayInZone, calendarDaysBetween, isPastDate, todayInZone, toCalendarDay } from "./calendar-day";

const CT = "America/Chicago";
const MT = "America/Denver";

describe("toCalendarDay", () => {
  it("reads yyyy-MM-dd literally", () => {
    expect(toCalendarDay("2026-03-08")).toEqual({ year: 2026, month: 3, day: 8 });
  });

  it("rejects malformed or impossible dates", () => {
    for (const bad of ["", "2026-3-8", "2026-02-29", "2026-02-30", "2026-13-01", "08/03/2026"]) {
      expect(() => toCalendarDay(bad), bad).toThrow(RangeError);
    }
    expect(() => toCalendarDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("reads a Date by its calendar fields, as the day picker shows it", () => {
    expect(toCalendarDay(new Date(2026, 10, 1))).toEqual({ year: 2026, month: 11, day: 1 });
    expect(toCalendarDay(new TZDate(2026, 11, 31, MT))).toEqual({ year: 2026, month: 12, day: 31 });
  });
});

describe("calendarDayInZone", () => {
  it("follows the city's zone, not UTC", () => {
    // 02:00 UTC on Nov 2 is still Nov 1 evening in Nebraska.
    const now = new Date("2026-11-02T02:00:00Z");
    expect(calendarDayInZone(now, CT)).toEqual({ year: 2026, month: 11, day: 1 });
    expect(calendarDayInZone(now, MT)).toEqual({ year: 2026, month: 11, day: 1 });
  });

  it("puts Central and Mountain on different days in the hour after Central midnight", () => {
    const now = new Date("2027-01-01T06:30:00Z"); // 00:30 CST, 23:30 MST
    expect(calendarDayInZone(now, CT)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDayInZone(now, MT)).toEqual({ year: 2026, month: 12, day: 31 });
  });
});

describe("calendarDaysBetween", () => {
  it("counts whole days across DST changes and year ends", () => {
    const day = (iso: string) => toCalendarDay(iso);
    expect(calendarDaysBetween(day("2026-03-07"), day("2026-03-09"))).toBe(2);
    expect(calendarDaysBetween(day("2026-10-31"), day("2026-11-02"))).toBe(2);
    expect(calendarDaysBetween(day("2026-12-31"), day("2027-01-01"))).toBe(1);
    expect(calendarDaysBetween(day("2026-03-01"), day("2026-02-28"))).toBe(-1);
  });
});

describe("todayInZone", () => {
  it("returns a local-midnight Date carrying the zone's calendar day", () => {
    const today = todayInZone(new Date("2026-11-02T02:00:00Z"), CT);
    expect([today.getFullYear(), today.getMonth(), today.getDate(), today.getHours()]).toEqual([2026, 10, 1, 0]);
  });
});

describe("isPastDate", () => {
  const now = new Date("2026-06-11T03:00:00Z"); // June 10, 22:00 CDT / 21:00 MDT

  it("disables days before today in the city's zone only", () => {
    expect(isPastDate("2026-06-09", now, CT)).toBe(true);
    expect(isPastDate("2026-06-10", now, CT)).toBe(false);
    expect(isPastDate("2026-06-11", now, CT)).toBe(false);
    expect(isPastDate("2026-06-10", now, MT)).toBe(false);
  });

  it("accepts the Dates the day picker hands over", () => {
    expect(isPastDate(new Date(2026, 5, 9), now, CT)).toBe(true);
    expect(isPastDate(new Date(2026, 5, 10), now, CT)).toBe(false);
  });

  it("treats the last day of the old year as past once the new year starts", () => {
    expect(isPastDate("2026-12-31", new Date("2027-01-01T06:30:00Z"), CT)).toBe(true);
    expect(isPastDate("2026-12-31", new Date("2027-01-01T06:30:00Z"), MT)).toBe(false);
  });
});
