import { describe, expect, it } from "vitest";
import { isoDay } from "../delivery/calendar-day";
import { easterSunday, FLOWER_DAYS } from "./flower-days";

describe("the flower days", () => {
  it("Easter Sunday, checked against published dates", () => {
    const published = { 2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28", 2028: "2028-04-16", 2038: "2038-04-25", 2285: "2285-03-22" };
    for (const [year, day] of Object.entries(published)) expect(isoDay(easterSunday(Number(year)))).toBe(day);
  });

  it("2027: Valentine's Day, Easter, Mother's Day, Día de las Madres, Thanksgiving, Christmas", () => {
    expect(FLOWER_DAYS.map((flowerDay) => `${flowerDay.key} ${isoDay(flowerDay.on(2027))}`)).toEqual([
      "valentines-day 2027-02-14",
      "easter 2027-03-28",
      "mothers-day 2027-05-09",
      "dia-de-las-madres 2027-05-10",
      "thanksgiving 2027-11-25",
      "christmas 2027-12-25",
    ]);
  });
});
