import { describe, expect, it } from "vitest";
import type { TimeZone } from "../nebraska/types";
import { addCalendarDays, dayOfWeek, isoDay, toCalendarDay } from "./calendar-day";
import { checkDelivery } from "./check-delivery";
import {
  closedReason,
  deliveryCalendar,
  deliveryDates,
  isDeliveryDay,
  lastDeliveryDayBy,
  nextDeliveryDay,
  orderDeadline,
} from "./delivery-calendar";
import { timeSlotByValue } from "./time-slots";

const CT: TimeZone = "America/Chicago";
const MT: TimeZone = "America/Denver";
const HOLIDAYS_2027 = new Set(["2027-01-01", "2027-11-25", "2027-12-25"]);
const day = toCalendarDay;

function everyDayOf(year: number): string[] {
  const days: string[] = [];
  for (let current = day(`${year}-01-01`); current.year === year; current = addCalendarDays(current, 1)) days.push(isoDay(current));
  return days;
}

describe("a whole year of the built-in rules (2027)", () => {
  const calendar = deliveryCalendar(CT);
  const year = everyDayOf(2027);

  it("refuses every Sunday and every listed holiday, and nothing else", () => {
    expect(year).toHaveLength(365);
    const closed = year.filter((iso) => !isDeliveryDay(calendar, day(iso)));
    const expected = year.filter((iso) => dayOfWeek(day(iso)) === 0 || HOLIDAYS_2027.has(iso));
    expect(closed).toEqual(expected);
    expect(closed).toHaveLength(52 + 3);
  });

  it("the checker, asked the day before at 10:00 in each zone, says yes only for delivery days", () => {
    const slot = timeSlotByValue(15);
    if (!slot) throw new Error("no slot");
    for (const [timeZone, offset] of [[CT, 6], [MT, 7]] as const) {
      const tz = deliveryCalendar(timeZone);
      for (const iso of year) {
        const before = addCalendarDays(day(iso), -1);
        // 10:00 local the day before, taken well clear of any DST hour.
        const now = new Date(Date.UTC(before.year, before.month - 1, before.day, 10 + offset - (isDst(before) ? 1 : 0)));
        const result = checkDelivery({ now, date: iso, slot, cityName: "Town", timeZone, calendar: tz, locale: "en" });
        const open = isDeliveryDay(tz, day(iso));
        expect(result?.deliverable, `${timeZone} ${iso}`).toBe(open);
        expect(result?.case, iso).toBe(open ? "tomorrow" : "closed");
        if (!open) expect(result?.message, iso).toMatch(/^No deliveries on (Sundays|New Year's Day|Thanksgiving|Christmas Day)\. The next delivery day is \w+day, \w{3} \d{1,2}\.$/);
      }
    }
  });

  it("lists, from any morning of the year, exactly the delivery days of the next 60", () => {
    for (const iso of year) {
      const today = day(iso);
      const now = new Date(Date.UTC(today.year, today.month - 1, today.day, 17));
      const dates = deliveryDates(calendar, now);
      const window = Array.from({ length: 60 }, (_, offset) => addCalendarDays(today, offset));
      expect(dates).toEqual(window.filter((candidate) => isDeliveryDay(calendar, candidate)).map(isoDay));
      expect(dates.some((listed) => dayOfWeek(day(listed)) === 0 || HOLIDAYS_2027.has(listed))).toBe(false);
    }
  });
});

/** US DST: second Sunday of March to first Sunday of November (the hour is irrelevant at 10:00). */
function isDst(d: { year: number; month: number; day: number }): boolean {
  const iso = isoDay(d);
  const start = { 2026: "2026-03-08", 2027: "2027-03-14" }[d.year] ?? "";
  const end = { 2026: "2026-11-01", 2027: "2027-11-07" }[d.year] ?? "";
  return iso >= start && iso < end;
}

describe("next and last delivery days", () => {
  const calendar = deliveryCalendar(CT);

  it("skip Sundays and holidays forwards and backwards", () => {
    expect(isoDay(nextDeliveryDay(calendar, day("2026-11-28")) ?? day("1970-01-01"))).toBe("2026-11-30");
    expect(isoDay(nextDeliveryDay(calendar, day("2026-11-25")) ?? day("1970-01-01"))).toBe("2026-11-27");
    expect(isoDay(nextDeliveryDay(calendar, day("2026-12-24")) ?? day("1970-01-01"))).toBe("2026-12-26");
    // Dec 31 2027 is a Friday, Jan 1 2028 a Saturday holiday, Jan 2 a Sunday.
    expect(isoDay(nextDeliveryDay(calendar, day("2027-12-31")) ?? day("1970-01-01"))).toBe("2028-01-03");
    expect(isoDay(lastDeliveryDayBy(calendar, day("2028-01-02")) ?? day("1970-01-01"))).toBe("2027-12-31");
    expect(isoDay(lastDeliveryDayBy(calendar, day("2026-11-27")) ?? day("1970-01-01"))).toBe("2026-11-27");
  });
});

describe("the order deadline: 2:00 PM in the town's own zone", () => {
  it("is 14:00 Central for Omaha and 14:00 Mountain for Scottsbluff, summer and winter", () => {
    expect(orderDeadline(day("2026-11-24"), CT).toISOString()).toBe("2026-11-24T20:00:00.000Z");
    expect(orderDeadline(day("2026-11-24"), MT).toISOString()).toBe("2026-11-24T21:00:00.000Z");
    expect(orderDeadline(day("2026-06-10"), CT).toISOString()).toBe("2026-06-10T19:00:00.000Z");
    expect(orderDeadline(day("2026-06-10"), MT).toISOString()).toBe("2026-06-10T20:00:00.000Z");
  });

  it("moves by the hour across the DST change weekends (the Saturday before and the Monday after)", () => {
    expect(orderDeadline(day("2027-03-13"), CT).toISOString()).toBe("2027-03-13T20:00:00.000Z");
    expect(orderDeadline(day("2027-03-15"), CT).toISOString()).toBe("2027-03-15T19:00:00.000Z");
    expect(orderDeadline(day("2027-11-06"), MT).toISOString()).toBe("2027-11-06T20:00:00.000Z");
    expect(orderDeadline(day("2027-11-08"), MT).toISOString()).toBe("2027-11-08T21:00:00.000Z");
  });
});

describe("the partner's dates", () => {
  const from = day("2026-11-24");

  it("replace the rules over the span they cover, keeping the rules' reason where there is one", () => {
    const calendar = deliveryCalendar(CT, undefined, { from, dates: ["2026-11-24", "2026-11-25", "2026-11-29", "2026-12-01"] });
    expect(isDeliveryDay(calendar, day("2026-11-29"))).toBe(true); // a Sunday the partner serves
    expect(closedReason(calendar, day("2026-11-26"), "en")).toBe("No deliveries on Thanksgiving");
    expect(closedReason(calendar, day("2026-11-30"), "en")).toBe("No deliveries on this day");
    // After the last listed day the rules answer again.
    expect(isDeliveryDay(calendar, day("2026-12-02"))).toBe(true);
    expect(closedReason(calendar, day("2026-12-06"), "en")).toBe("No deliveries on Sundays");
  });

  it("an empty list leaves the rules in charge", () => {
    expect(deliveryCalendar(CT, undefined, { from, dates: [] }).partner).toBeUndefined();
  });
});
