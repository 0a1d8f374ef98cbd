import { addDays, format } from "date-fns";
import { es } from "date-fns/locale/es";
import { describe, expect, it } from "vitest";
import { formatDay } from "./dates";
import { englishWordsIn } from "../../tests/fixtures/english-words";

describe("formatDay", () => {
  const mayTenth = new Date(2027, 4, 10);
  it("writes Spanish days and months in Spanish order", () => {
    expect(formatDay(mayTenth, "weekdayDayYear", "es")).toBe("lunes 10 de mayo de 2027");
    expect(formatDay(mayTenth, "shortDay", "es")).toBe("10 may");
    expect(formatDay(mayTenth, "weekdayShortDay", "es")).toBe("lun 10 may");
    expect(formatDay(mayTenth, "dayMonthYear", "es")).toBe("10 de mayo de 2027");
    expect(englishWordsIn(formatDay(new Date(2027, 1, 13), "weekdayDay", "es"))).toEqual([]);
  });
  it("keeps English as it was", () => {
    expect(formatDay(mayTenth, "weekdayDayYear", "en")).toBe("Monday, May 10, 2027");
    expect(formatDay(mayTenth, "shortDay", "en")).toBe("May 10");
    expect(formatDay(mayTenth, "weekdayShortDay", "en")).toBe("Mon, May 10");
  });
  it("writes every day of two years as date-fns' Spanish locale does, without shipping it", () => {
    const patterns = {
      weekdayDay: "EEEE d 'de' MMMM",
      weekdayDayYear: "EEEE d 'de' MMMM 'de' yyyy",
      shortDay: "d MMM",
      dayMonth: "d 'de' MMMM",
      dayMonthYear: "d 'de' MMMM 'de' yyyy",
      monthYear: "MMMM 'de' yyyy",
      weekdayShort: "EEE",
      weekdayShortDay: "EEE d MMM",
    } as const;
    for (let day = new Date(2026, 0, 1), n = 0; n < 731; day = addDays(day, 1), n += 1) {
      for (const [pattern, dateFns] of Object.entries(patterns)) {
        expect(formatDay(day, pattern as keyof typeof patterns, "es"), `${pattern} ${day.toDateString()}`).toBe(format(day, dateFns, { locale: es }));
      }
    }
  });
});
