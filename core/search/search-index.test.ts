import { describe, expect, it } from "vitest";
import { createSearchIndex } from "./search-index";
import { FIXTURE_CITIES } from "./search.fixtures";

describe("createSearchIndex", () => {
  it("keeps directory order and precomputes lowercase names", () => {
    const index = createSearchIndex(FIXTURE_CITIES);
    expect(index.entries.map((entry) => entry.city.slug)).toEqual(FIXTURE_CITIES.map((city) => city.slug));
    expect(index.entries[3]?.lowerName).toBe("grand island");
  });

  it("maps every ZIP to its town", () => {
    const index = createSearchIndex(FIXTURE_CITIES);
    expect(index.cityByZip.get("68801")?.slug).toBe("grand-island");
    expect(index.cityByZip.get("68803")?.slug).toBe("grand-island");
    expect(index.cityByZip.get("69103")?.slug).toBe("north-platte");
    expect(index.cityByZip.get("99999")).toBeUndefined();
  });
});
