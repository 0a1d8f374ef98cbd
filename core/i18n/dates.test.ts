import { describe, expect, it } from "vitest";
import { formatDay } from "./dates";
import { englishWordsIn } from "./english-words";

describe("formatDay", () => {
  const mayTenth = new Date(2027, 4, 10);
  it("writes Spanish days and months in Spanish order", () => {
    expect(formatDay(mayTenth, "weekdayDayYear", "es")).toBe("lunes 10 de mayo de 2027");
    expect(formatDay(mayTenth, "shortDay", "es")).toBe("10 may");
    expect(englishWordsIn(formatDay(new Date(2027, 1, 13), "weekdayDay", "es"))).toEqual([]);
  });
  it("keeps English as it was", () => {
    expect(formatDay(mayTenth, "weekdayDayYear", "en")).toBe("Monday, May 10, 2027");
    expect(formatDay(mayTenth, "shortDay", "en")).toBe("May 10");
  });
});
