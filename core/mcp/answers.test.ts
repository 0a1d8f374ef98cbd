import { describe, expect, it } from "vitest";
import { getCityBySlug } from "../nebraska/directory";
import type { City } from "../nebraska/types";
import { deliveryDaysAnswer, deliveryRange, McpInputError, townFacts } from "./answers";

const scottsbluff = getCityBySlug("scottsbluff") as City;
// 9 PM Mountain on Monday, November 30, 2026: already December 1 in UTC.
const now = new Date("2026-12-01T04:00:00Z");

describe("deliveryRange", () => {
  it("defaults to the town's today and the checker's 60-day window, counted in the town's zone", () => {
    expect(deliveryRange({}, scottsbluff, now, "en")).toEqual({ from: "2026-11-30", to: "2027-01-28" });
  });

  it("names the field that is not a real day, outside the window, or out of order", () => {
    expect(() => deliveryRange({ from: "2026-02-30" }, scottsbluff, now, "en")).toThrow(/from must be a real calendar date/);
    expect(() => deliveryRange({ to: "2027-01-29" }, scottsbluff, now, "en")).toThrow(/to must be between 2026-11-30 and 2027-01-28/);
    expect(() => deliveryRange({ from: "2026-12-05", to: "2026-12-04" }, scottsbluff, now, "es")).toThrow(McpInputError);
    expect(() => deliveryRange({ from: "2026-12-05", to: "2026-12-04" }, scottsbluff, now, "es")).toThrow(/no puede ser anterior/);
  });
});

describe("deliveryDaysAnswer", () => {
  it("gives each day in range its 2 PM order-by in the recipient's zone, in the asked language", () => {
    const answer = { city: "scottsbluff", zip: "69361", timeZone: "America/Denver" as const, dates: ["2026-11-30", "2026-12-01", "2026-12-03"], source: "partner" as const, cutoff: "14:00" as const };
    const { structured, text } = deliveryDaysAnswer(answer, townFacts(scottsbluff, "https://example.test"), { from: "2026-12-01", to: "2026-12-31" }, now, "es");
    expect(structured.dates.map((day) => [day.date, day.orderBy])).toEqual([
      ["2026-12-01", "2026-12-01T21:00:00.000Z"],
      ["2026-12-03", "2026-12-03T21:00:00.000Z"],
    ]);
    expect(text).toContain("hora de la Montaña");
    expect(structured.town.pages.es).toBe("https://example.test/es/ciudades/scottsbluff/");
  });

  it("leaves out today once the 2 PM cut-off has passed in the town's zone, as the page's checker does", () => {
    const kearney = getCityBySlug("kearney") as City;
    // 4 PM Central on Tuesday, December 1, 2026 (22:00 UTC): today's order-by passed two hours ago.
    const tuesdayAfternoon = new Date("2026-12-01T22:00:00Z");
    const answer = { city: "kearney", zip: "68847", timeZone: "America/Chicago" as const, dates: ["2026-12-01", "2026-12-02"], source: "partner" as const, cutoff: "14:00" as const };
    const range = { from: "2026-12-01", to: "2026-12-31" };
    const { structured, text } = deliveryDaysAnswer(answer, townFacts(kearney, "https://example.test"), range, tuesdayAfternoon, "en");
    expect(structured.dates.map((day) => day.date)).toEqual(["2026-12-02"]);
    expect(text).not.toContain("2026-12-01:");
    // At 1 PM Central the same day, today is still offered.
    const tuesdayNoon = new Date("2026-12-01T19:00:00Z");
    expect(deliveryDaysAnswer(answer, townFacts(kearney, "https://example.test"), range, tuesdayNoon, "en").structured.dates.map((day) => day.date)).toEqual(["2026-12-01", "2026-12-02"]);
  });
});
