import { describe, expect, it } from "vitest";
import type { TimeZone } from "../nebraska/types";
import { toCalendarDay } from "./calendar-day";
import { deliveryCalendar } from "./delivery-calendar";
import { DEFAULT_NO_DELIVERY_RULES } from "./no-delivery-days";
import { answerService, SERVICE_HORIZON_DAYS, serviceDeliveryDay, type ServiceTime } from "./service-date";

const CT: TimeZone = "America/Chicago";
const MT: TimeZone = "America/Denver";
const DAY_BEFORE = "flowers for a morning service arrive the day before";

/** Thanksgiving 2026, noon in Kearney (CST, UTC-6). */
const THANKSGIVING_NOON = "2026-11-26T18:00:00Z";

function answer(nowIso: string, service: string, time: ServiceTime, timeZone: TimeZone = CT, calendar = deliveryCalendar(timeZone)) {
  return answerService({ now: new Date(nowIso), calendar, service: toCalendarDay(service), time, locale: "en" });
}

function delivered(result: ReturnType<typeof answer>) {
  if (result.kind !== "deliver") throw new Error(`expected a delivery day, got ${result.kind}`);
  return { delivery: result.delivery.label, orderBy: result.orderBy.toISOString(), orderByText: result.orderByText, why: result.why };
}

describe("the service-date rule: Sundays", () => {
  it("a Monday morning service needs Saturday's delivery, ordered by 2 PM Central that Saturday", () => {
    expect(delivered(answer(THANKSGIVING_NOON, "2026-11-30", "morning"))).toEqual({
      delivery: "Saturday, November 28",
      orderBy: "2026-11-28T20:00:00.000Z",
      orderByText: "2:00 PM Central Time on Saturday, November 28",
      why: [DAY_BEFORE, "no deliveries on Sundays"],
    });
  });

  it("a Tuesday morning service needs Monday's; a Monday afternoon service gets Monday itself", () => {
    expect(delivered(answer(THANKSGIVING_NOON, "2026-12-01", "morning"))).toMatchObject({ delivery: "Monday, November 30", why: [DAY_BEFORE] });
    expect(delivered(answer(THANKSGIVING_NOON, "2026-11-30", "afternoon"))).toMatchObject({ delivery: "Monday, November 30", why: [] });
  });

  it("a Sunday service, morning or afternoon, moves to Saturday, saying why", () => {
    expect(delivered(answer(THANKSGIVING_NOON, "2026-11-29", "afternoon"))).toMatchObject({ delivery: "Saturday, November 28", why: ["no deliveries on Sundays"] });
    expect(delivered(answer(THANKSGIVING_NOON, "2026-11-29", "morning"))).toMatchObject({ delivery: "Saturday, November 28", why: [DAY_BEFORE] });
  });
});

describe("the service-date rule: holidays", () => {
  it("the day after Thanksgiving 2027: a morning service goes back past Thanksgiving to Wednesday; an afternoon one keeps Friday", () => {
    const now = "2027-11-20T16:00:00Z";
    expect(delivered(answer(now, "2027-11-26", "morning"))).toMatchObject({ delivery: "Wednesday, November 24", why: [DAY_BEFORE, "no deliveries on Thanksgiving"] });
    expect(delivered(answer(now, "2027-11-26", "afternoon"))).toMatchObject({ delivery: "Friday, November 26", why: [] });
  });

  it("a Saturday morning service after Christmas goes to Christmas Eve; the year is named when it is next year's", () => {
    expect(delivered(answer(THANKSGIVING_NOON, "2026-12-26", "morning"))).toMatchObject({ delivery: "Thursday, December 24", why: [DAY_BEFORE, "no deliveries on Christmas Day"] });
    // New Year's Day 2027 is a Friday: a Saturday-morning service needs Thursday's delivery.
    expect(delivered(answer("2026-12-20T16:00:00Z", "2027-01-02", "morning"))).toMatchObject({
      delivery: "Thursday, December 31",
      why: [DAY_BEFORE, "no deliveries on New Year's Day"],
    });
    expect(answer("2026-12-20T16:00:00Z", "2027-01-04", "afternoon")).toMatchObject({ service: { label: "Monday, January 4, 2027" } });
  });
});

describe("the service-date rule: Mountain towns", () => {
  it("the cut-off is 2 PM Mountain: at 1:30 PM Mountain on Saturday a Monday-morning service can still be had in Scottsbluff, not in Kearney", () => {
    const now = "2026-11-28T20:30:00Z";
    expect(delivered(answer(now, "2026-11-30", "morning", MT))).toEqual({
      delivery: "Saturday, November 28",
      orderBy: "2026-11-28T21:00:00.000Z",
      orderByText: "2:00 PM Mountain Time today",
      why: [DAY_BEFORE, "no deliveries on Sundays"],
    });
    expect(answer(now, "2026-11-30", "morning", CT)).toMatchObject({ kind: "too-late", reason: "closed" });
  });
});

describe("the service-date rule: DST weekends", () => {
  it("spring forward (March 14, 2027): Saturday's cut-off is 2 PM CST, Monday's 2 PM CDT", () => {
    const now = "2027-03-10T15:00:00Z";
    expect(delivered(answer(now, "2027-03-15", "morning"))).toMatchObject({ delivery: "Saturday, March 13", orderBy: "2027-03-13T20:00:00.000Z" });
    expect(delivered(answer(now, "2027-03-15", "afternoon"))).toMatchObject({ delivery: "Monday, March 15", orderBy: "2027-03-15T19:00:00.000Z" });
    expect(delivered(answer(now, "2027-03-15", "afternoon", MT))).toMatchObject({ orderBy: "2027-03-15T20:00:00.000Z" });
  });

  it("fall back (November 7, 2027): Saturday's cut-off is still daylight time; one minute before it an order is in time, at it not", () => {
    expect(delivered(answer("2027-11-06T18:59:00Z", "2027-11-08", "morning"))).toMatchObject({ delivery: "Saturday, November 6", orderBy: "2027-11-06T19:00:00.000Z" });
    expect(answer("2027-11-06T19:00:00Z", "2027-11-08", "morning")).toMatchObject({ kind: "too-late", reason: "closed" });
    expect(delivered(answer("2027-11-06T19:59:00Z", "2027-11-08", "morning", MT))).toMatchObject({ orderBy: "2027-11-06T20:00:00.000Z" });
  });
});

describe("the service-date rule: the partner's dates", () => {
  const today = toCalendarDay("2026-11-26");
  // The partner's days from today: no Saturday the 28th, but Sunday the 29th.
  const partner = deliveryCalendar(CT, DEFAULT_NO_DELIVERY_RULES, { from: today, dates: ["2026-11-27", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"] });

  it("a day the partner leaves out is skipped and named", () => {
    expect(delivered(answer(THANKSGIVING_NOON, "2026-11-28", "afternoon", CT, partner))).toMatchObject({
      delivery: "Friday, November 27",
      why: ["the florists list no deliveries on Saturday, November 28"],
    });
  });

  it("a day the partner lists is a delivery day, Sunday or not", () => {
    expect(delivered(answer(THANKSGIVING_NOON, "2026-11-30", "morning", CT, partner))).toMatchObject({ delivery: "Sunday, November 29", why: [DAY_BEFORE] });
  });

  it("past the partner's last date the rules answer again", () => {
    expect(serviceDeliveryDay(partner, toCalendarDay("2026-12-07"), "morning", "en").delivery).toEqual(toCalendarDay("2026-12-05"));
  });
});

describe("the service-date rule: when no day fits", () => {
  it("a service in the past: too late, the family's home still in reach on the next delivery day (Thanksgiving is not one)", () => {
    expect(answer(THANKSGIVING_NOON, "2026-11-25", "afternoon")).toMatchObject({
      kind: "too-late",
      reason: "past",
      home: { label: "Friday, November 27", orderByText: "2:00 PM Central Time on Friday, November 27" },
    });
  });

  it("a service today after the cut-off: too late; before it, today", () => {
    expect(answer("2026-11-27T21:00:00Z", "2026-11-27", "afternoon")).toMatchObject({ kind: "too-late", reason: "closed", home: { label: "Saturday, November 28" } });
    expect(delivered(answer("2026-11-27T19:59:00Z", "2026-11-27", "afternoon"))).toMatchObject({ orderByText: "2:00 PM Central Time today" });
    expect(answer("2026-11-27T15:00:00Z", "2026-11-27", "morning")).toMatchObject({ kind: "too-late", reason: "closed", home: { label: "Friday, November 27", orderByText: "2:00 PM Central Time today" } });
  });

  it("a service past the horizon (a year away) is not answered", () => {
    expect(answer(THANKSGIVING_NOON, "2027-11-26", "morning")).toMatchObject({ kind: "too-far", horizonDays: SERVICE_HORIZON_DAYS });
    expect(answer(THANKSGIVING_NOON, "2027-01-25", "afternoon").kind).toBe("deliver");
    expect(answer(THANKSGIVING_NOON, "2027-01-26", "afternoon").kind).toBe("too-far");
  });
});
