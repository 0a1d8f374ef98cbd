import { describe, expect, it } from "vitest";
import { resolveSearchTarget, suggestionTarget } from "./resolve-target";
import { createSearchIndex } from "./search-index";
import { FIXTURE_CITIES } from "./search.fixtures";

const index = createSearchIndex(FIXTURE_CITIES);
const go = (input: string) => resolveSearchTarget(index, input);
const NEBRASKA = { kind: "nebraska" };
const town = (slug: string) => ({ kind: "city", slug });

describe("resolveSearchTarget", () => {
  it("sends empty input to the Nebraska-wide page", () => {
    expect(go("")).toEqual(NEBRASKA);
    expect(go("   ")).toEqual(NEBRASKA);
  });

  it("jumps straight to the town of a known 5-digit ZIP", () => {
    expect(go("68845")).toEqual(town("kearney"));
    expect(go(" 68801 ")).toEqual(town("grand-island"));
  });

  it("sends an unknown 5-digit ZIP to the Nebraska page", () => {
    expect(go("99999")).toEqual(NEBRASKA);
  });

  it("uses the first suggestion for 3-4 digits (no direct jump, same ranking)", () => {
    expect(go("6884")).toEqual(town("gibbon"));
    expect(go("688")).toEqual(town("grand-island"));
  });

  it("uses the first suggestion for a name, in any case", () => {
    expect(go("oma")).toEqual(town("omaha"));
    expect(go("  LIN ")).toEqual(town("lincoln"));
    expect(go("north platte")).toEqual(town("north-platte"));
    expect(go("st. paul")).toEqual(town("st-paul"));
  });

  it("sends a search with no suggestion to the Nebraska page", () => {
    expect(go("zzqx")).toEqual(NEBRASKA);
    expect(go("68")).toEqual(NEBRASKA);
  });
});

describe("suggestionTarget", () => {
  it("points at the suggestion's town by its slug", () => {
    expect(suggestionTarget({ name: "Walthill", slug: "walthill", zipCodes: [] })).toEqual(town("walthill"));
  });
});
