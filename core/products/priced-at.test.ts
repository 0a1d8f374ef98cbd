import { describe, expect, it } from "vitest";
import { pricedAtText, pricedOnText } from "./priced-at";

describe("pricedAtText", () => {
  it("says the site's local time with plain spaces, and nothing for a bad time", () => {
    expect(pricedAtText("2026-11-26T17:30:00.000Z")).toBe("Nov 26, 11:30 AM");
    expect(pricedAtText("2026-07-04T03:05:00.000Z")).toBe("Jul 3, 10:05 PM");
    expect(pricedAtText("yesterday")).toBe("");
  });
});

describe("pricedOnText", () => {
  it("says the site day (America/Chicago), and nothing for a bad time", () => {
    expect(pricedOnText("2026-11-26T17:30:00.000Z")).toBe("Nov 26");
    expect(pricedOnText("2026-07-04T03:05:00.000Z")).toBe("Jul 3");
    expect(pricedOnText("")).toBe("");
  });
});
