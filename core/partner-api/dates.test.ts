import { describe, expect, it } from "vitest";
import { calendarDay, readFloristoneDates } from "./dates";

describe("checkdeliverydate answers", () => {
  it("reads MM/DD/YYYY and YYYY-MM-DD into ascending calendar days without repeats", () => {
    const text = JSON.stringify({ DATES: ["12/02/2026", "2026-11-30", "11/28/2026", "12/02/2026", "2026-12-01T00:00:00"] });
    expect(readFloristoneDates(text)).toEqual(["2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });

  it("skips impossible days and answers undefined when no listed date can be read", () => {
    expect(calendarDay("02/30/2026")).toBeUndefined();
    expect(calendarDay("2026-13-01")).toBeUndefined();
    expect(calendarDay("1/5/2027")).toBe("2027-01-05");
    expect(readFloristoneDates(JSON.stringify({ DATES: ["02/30/2026", "12/01/2026"] }))).toEqual(["2026-12-01"]);
    expect(readFloristoneDates(JSON.stringify({ DATES: ["soon", 5] }))).toBeUndefined();
  });

  it("answers undefined for anything that is not a dates answer", () => {
    expect(readFloristoneDates("<html>Forbidden</html>")).toBeUndefined();
    expect(readFloristoneDates('{"DATES":["12/01/2026"')).toBeUndefined();
    expect(readFloristoneDates(JSON.stringify({ DATE_AVAILABLE: true }))).toBeUndefined();
    expect(readFloristoneDates(`{"DATES":${"[".repeat(100_000)}${"]".repeat(100_000)}}`)).toBeUndefined();
  });

  it("an empty list is an answer: no delivery days", () => {
    expect(readFloristoneDates(JSON.stringify({ DATES: [] }))).toEqual([]);
  });
});
