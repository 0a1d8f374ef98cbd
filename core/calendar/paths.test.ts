import { describe, expect, it } from "vitest";
import { flowerDatesFileOf, flowerDatesPathIn } from "./paths";

describe("the flower-dates file of each edition", () => {
  it("English where it was, Spanish beside the Spanish town page, and back", () => {
    expect(flowerDatesPathIn("en", "lexington")).toBe("/cities/lexington/flower-dates.ics");
    expect(flowerDatesPathIn("es", "lexington")).toBe("/es/ciudades/lexington/fechas-de-flores.ics");
    expect(flowerDatesFileOf("/es/ciudades/lexington/fechas-de-flores.ics")).toEqual({ slug: "lexington", locale: "es" });
    expect(flowerDatesFileOf("/cities/grand-island/flower-dates.ics")).toEqual({ slug: "grand-island", locale: "en" });
    expect(flowerDatesFileOf("/es/cities/lexington/flower-dates.ics")).toBeNull();
    expect(flowerDatesFileOf("/es/ciudades/lexington/flower-dates.ics")).toBeNull();
  });
});
