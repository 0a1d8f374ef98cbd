import { describe, expect, it } from "vitest";
import { CUTOFF, CUTOFF_TIME, SAME_DAY_CUTOFF_HOUR } from "./cutoff";

describe("the same-day cut-off", () => {
  it("is 2 PM, stated for the API and for visitors from the one hour", () => {
    expect(SAME_DAY_CUTOFF_HOUR).toBe(14);
    expect(CUTOFF).toBe("14:00");
    expect(CUTOFF_TIME).toBe("2:00 PM");
  });
});
