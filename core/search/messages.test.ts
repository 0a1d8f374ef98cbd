import { describe, expect, it } from "vitest";
import { ANYWHERE_BUTTON_TEXT, NO_MATCH_HINTS, noMatchHint, noMatchText } from "./messages";

describe("search messages (docs/product.md, Search)", () => {
  it("words the no-match line per variant, with the trimmed input", () => {
    expect(noMatchText("zzqx", "header", "en")).toBe('No cities found for "zzqx"');
    expect(noMatchText("zzqx", "hero", "en")).toBe('No matches for "zzqx"');
    expect(noMatchText("  zzqx ", "hero", "en")).toBe('No matches for "zzqx"');
  });

  it("gives each variant its hint", () => {
    expect(noMatchHint("header", "en")).toBe("Try searching by city name or zip code");
    expect(noMatchHint("hero", "en")).toBe("Try searching by city name or ZIP");
    expect(NO_MATCH_HINTS.hero).toBe("Try searching by city name or ZIP");
  });

  it("labels the fallback button", () => {
    expect(ANYWHERE_BUTTON_TEXT).toBe("Flower Delivery for anywhere in Nebraska");
  });
});
