import { describe, expect, it } from "vitest";
import { isoDay } from "../delivery/calendar-day";
import { deliveryCalendar } from "../delivery/delivery-calendar";
import { flowerDates } from "./flower-dates";

const central = deliveryCalendar("America/Chicago");
const line = (date: ReturnType<typeof flowerDates>[number]) => `${date.key} ${isoDay(date.day)} -> ${date.delivery ? isoDay(date.delivery) : "none"} ${date.orderBy?.toISOString() ?? ""}${date.closed ? " closed" : ""}`;

describe("a town's flower dates over the coming twelve months", () => {
  it("from December 1, 2026: Christmas 2026 to Thanksgiving 2027, each with its last delivery day and 2 PM cut-off", () => {
    expect(flowerDates({ now: new Date("2026-12-01T18:00:00Z"), calendar: central }).map(line)).toEqual([
      "christmas 2026-12-25 -> 2026-12-24 2026-12-24T20:00:00.000Z closed",
      "valentines-day 2027-02-14 -> 2027-02-13 2027-02-13T20:00:00.000Z closed",
      "easter 2027-03-28 -> 2027-03-27 2027-03-27T19:00:00.000Z closed",
      "mothers-day 2027-05-09 -> 2027-05-08 2027-05-08T19:00:00.000Z closed",
      "dia-de-las-madres 2027-05-10 -> 2027-05-10 2027-05-10T19:00:00.000Z",
      "thanksgiving 2027-11-25 -> 2027-11-24 2027-11-24T20:00:00.000Z closed",
    ]);
  });

  it("a flower day is listed through its own day, and not once a year has passed", () => {
    // Valentine's Day 2027, 11 PM in Kearney: still today; the next one is a year away, so not yet.
    const onTheDay = flowerDates({ now: new Date("2027-02-15T05:00:00Z"), calendar: central }).map((date) => `${date.key} ${date.day.year}`);
    expect(onTheDay[0]).toBe("valentines-day 2027");
    expect(onTheDay).not.toContain("valentines-day 2028");
    expect(onTheDay).toContain("christmas 2027");
    // A minute later, the next day: gone.
    expect(flowerDates({ now: new Date("2027-02-15T06:01:00Z"), calendar: central }).map((date) => `${date.key} ${date.day.year}`)).toContain("valentines-day 2028");
  });

  it("uses the partner's days where it has listed them: a Saturday it leaves out moves the order-by to Friday", () => {
    const partner = deliveryCalendar("America/Chicago", undefined, { from: { year: 2027, month: 1, day: 20 }, dates: ["2027-02-11", "2027-02-12", "2027-02-15", "2027-03-20"] });
    const valentines = flowerDates({ now: new Date("2027-01-20T18:00:00Z"), calendar: partner }).find((date) => date.key === "valentines-day");
    expect(valentines && line(valentines)).toBe("valentines-day 2027-02-14 -> 2027-02-12 2027-02-12T20:00:00.000Z closed");
  });
});
