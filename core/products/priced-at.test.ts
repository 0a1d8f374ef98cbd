import { describe, expect, it } from "vitest";
import { formatDay } from "../i18n/dates";
import { englishWordsIn } from "../../tests/fixtures/english-words";
import { pricedOnText } from "./priced-at";

describe("pricedOnText", () => {
  it("says the site day (America/Chicago), and nothing for a bad time", () => {
    expect(pricedOnText("2026-11-26T17:30:00.000Z", "en")).toBe("Nov 26");
    expect(pricedOnText("2026-07-04T03:05:00.000Z", "en")).toBe("Jul 3");
    expect(pricedOnText("", "en")).toBe("");
  });
});

describe("pricedOnText in Spanish", () => {
  it("says the site day in Spanish order and words, as formatDay writes it", () => {
    expect(pricedOnText("2026-11-26T17:30:00.000Z", "es")).toBe("26 nov");
    expect(pricedOnText("2026-07-04T03:05:00.000Z", "es")).toBe("3 jul");
    expect(pricedOnText("", "es")).toBe("");
    expect(englishWordsIn(pricedOnText("2026-05-10T17:30:00.000Z", "es"))).toEqual([]);
  });

  it("writes every month as core/i18n/dates.ts does", () => {
    for (let month = 0; month < 12; month += 1) {
      // Noon UTC on the 15th is the 15th in Nebraska too.
      const iso = new Date(Date.UTC(2027, month, 15, 18)).toISOString();
      expect(pricedOnText(iso, "es")).toBe(formatDay(new Date(2027, month, 15), "shortDay", "es"));
    }
  });
});
