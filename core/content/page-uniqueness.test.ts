import { describe, expect, it } from "vitest";
import { jaccard, median, shingles, uniqueShares, worstPair } from "./page-uniqueness";

describe("page uniqueness", () => {
  it("masks the town's own name so templates compare equal", () => {
    const a = shingles("Flowers for Ord are delivered by hand today", "Ord");
    const b = shingles("Flowers for Cody are delivered by hand today", "Cody");
    expect(jaccard(a, b)).toBe(1);
  });

  it("counts the shingles no other page has", () => {
    const pages = [
      { name: "A", set: shingles("one two three four five six", "A") },
      { name: "B", set: shingles("one two three four five seven", "B") },
    ];
    expect(uniqueShares(pages).get("A")).toBe(0.5);
    expect(worstPair(pages)).toEqual({ score: 1 / 3, a: "A", b: "B" });
  });

  it("takes the middle value", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
