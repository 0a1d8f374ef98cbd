import { describe, expect, it } from "vitest";
import { PAGED_HOSPITALS } from "./hospital-pages";
import { DESCRIPTION_MAX, fitting, HOSPITAL_TEXT, rosterMonth, TITLE_MAX } from "./hospital-text";

describe("hospital page words", () => {
  it("fit every hospital's title and description in what search engines show", () => {
    for (const locale of ["en", "es"] as const) {
      const text = HOSPITAL_TEXT[locale];
      for (const facility of PAGED_HOSPITALS) {
        const title = text.title(facility.name, "North Platte");
        const description = text.description(facility.name, "North Platte", facility.zip);
        expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
        expect(title, title).toContain(facility.name);
        expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX);
        expect(description.length, description).toBeGreaterThanOrEqual(50);
        expect(description, description).toContain(facility.zip);
      }
    }
  });

  it("takes the first wording that fits", () => {
    expect(fitting(10, ["much too long", "short", "tiny"])).toBe("short");
    expect(fitting(3, ["much too long", "short"])).toBe("short");
  });

  it("dates the roster by month in each edition", () => {
    expect(rosterMonth("2026-06-16", "en")).toBe("June 2026");
    expect(rosterMonth("2026-08-16", "es")).toBe("agosto de 2026");
  });
});
