import { describe, expect, it } from "vitest";
import { toCalendarDay } from "./calendar-day";
import { DEFAULT_NO_DELIVERY_RULES, noDeliveryReason, nthWeekday, parseNoDeliveryDates } from "./no-delivery-days";

const reason = (iso: string, rules = DEFAULT_NO_DELIVERY_RULES) => noDeliveryReason(toCalendarDay(iso), rules, "en");

function rulesOf(text: string) {
  const parsed = parseNoDeliveryDates(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.rules;
}

describe("the default rules", () => {
  it("name Sundays and the three holidays in words a visitor reads", () => {
    expect(reason("2026-11-29")).toBe("No deliveries on Sundays");
    expect(reason("2026-11-26")).toBe("No deliveries on Thanksgiving");
    expect(reason("2026-12-25")).toBe("No deliveries on Christmas Day");
    expect(reason("2027-01-01")).toBe("No deliveries on New Year's Day");
    expect(reason("2026-11-27")).toBeNull();
    expect(reason("2026-12-24")).toBeNull();
    expect(reason("2026-11-28")).toBeNull();
  });

  it("prefer the holiday's name when it falls on a Sunday", () => {
    expect(reason("2022-12-25")).toBe("No deliveries on Christmas Day");
  });

  it("find Thanksgiving on the fourth Thursday of November", () => {
    const thanksgivings = [2026, 2027, 2028, 2029, 2030].map((year) => nthWeekday(year, 11, 4, 4));
    expect(thanksgivings.map((day) => day.day)).toEqual([26, 25, 23, 22, 28]);
    for (const day of thanksgivings) expect(noDeliveryReason(day, undefined, "en")).toBe("No deliveries on Thanksgiving");
    expect(reason("2026-11-19")).toBeNull();
  });
});

describe("parseNoDeliveryDates", () => {
  it("reads named holidays, yearly MM-DD and one-off YYYY-MM-DD dates, with optional names", () => {
    const rules = rulesOf(" christmas-eve , 12-26=Boxing Day, 2027-07-05=the Independence Day holiday,03-17 ");
    expect(rules).toEqual([
      { kind: "named", holiday: "christmas-eve" },
      { kind: "yearly", month: 12, day: 26, label: "Boxing Day" },
      { kind: "once", year: 2027, month: 7, day: 5, label: "the Independence Day holiday" },
      { kind: "yearly", month: 3, day: 17 },
    ]);
    expect(reason("2026-12-24", rules)).toBe("No deliveries on Christmas Eve");
    expect(reason("2030-12-26", rules)).toBe("No deliveries on Boxing Day");
    expect(reason("2027-07-05", rules)).toBe("No deliveries on the Independence Day holiday");
    expect(reason("2028-07-05", rules)).toBeNull();
    expect(reason("2027-03-17", rules)).toBe("No deliveries on this day");
    // The list replaces the default: Christmas Day is open unless listed.
    expect(reason("2026-12-25", rules)).toBeNull();
  });

  it("knows the moving holidays", () => {
    const rules = rulesOf("memorial-day,labor-day,independence-day,new-years-eve");
    expect(reason("2027-05-31", rules)).toBe("No deliveries on Memorial Day");
    expect(reason("2027-09-06", rules)).toBe("No deliveries on Labor Day");
    expect(reason("2027-07-04", rules)).toBe("No deliveries on Independence Day");
    expect(reason("2027-12-31", rules)).toBe("No deliveries on New Year's Eve");
  });

  it("accepts Feb 29 as a yearly date and an empty list", () => {
    expect(rulesOf("02-29")).toEqual([{ kind: "yearly", month: 2, day: 29 }]);
    expect(rulesOf("")).toEqual([]);
  });

  it("refuses what it cannot read, saying which entry", () => {
    for (const bad of ["13-01", "2027-02-29", "easter", "12/25", "thanksgiving=Turkey Day", "12-26=<script>", `12-26=${"x".repeat(41)}`]) {
      const parsed = parseNoDeliveryDates(bad);
      expect("error" in parsed, bad).toBe(true);
    }
    expect(parseNoDeliveryDates("easter")).toEqual({ error: '"easter" is not a holiday name, an MM-DD date or a YYYY-MM-DD date' });
    expect(parseNoDeliveryDates(Array.from({ length: 101 }, () => "01-02").join(","))).toEqual({ error: "must list at most 100 dates" });
  });
});
