import { describe, expect, it } from "vitest";
import { isIsoDay, parseIsoDay } from "./iso-day";

describe("the YYYY-MM-DD rule", () => {
  it("reads a real day as its local midnight", () => {
    const day = parseIsoDay("2028-02-29");
    expect(day && [day.getFullYear(), day.getMonth() + 1, day.getDate(), day.getHours()]).toEqual([2028, 2, 29, 0]);
  });

  it.each(["2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-1-01", "2026-11-26T00:00", "2026-W01-1", "2026-11", " 2026-11-26", ""])(
    "refuses %j",
    (text) => {
      expect(isIsoDay(text)).toBe(false);
    },
  );
});
