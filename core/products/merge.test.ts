import { describe, expect, it } from "vitest";
import { mergeRoundRobin } from "./merge";
import type { ProductCard } from "./schema";

const card = (url: string): ProductCard => ({ title: url, image: `${url}.jpg`, url });

describe("mergeRoundRobin", () => {
  it("takes one from each list in turn", () => {
    const merged = mergeRoundRobin([[card("a1"), card("a2")], [card("b1"), card("b2")], [card("c1")]]);
    expect(merged.map((p) => p.url)).toEqual(["a1", "b1", "c1", "a2", "b2"]);
  });

  it("skips urls already taken and caps the list (default 20)", () => {
    const lists = [0, 1, 2].map((list) => [card("shared"), ...Array.from({ length: 15 }, (_, i) => card(`${list}-${i}`))]);
    const merged = mergeRoundRobin(lists);
    expect(merged).toHaveLength(20);
    expect(merged.filter((p) => p.url === "shared")).toHaveLength(1);
    expect(merged.slice(0, 4).map((p) => p.url)).toEqual(["shared", "0-0", "1-0", "2-0"]);
    expect(mergeRoundRobin(lists, 2)).toHaveLength(2);
  });

  it("handles empty input", () => {
    expect(mergeRoundRobin([])).toEqual([]);
    expect(mergeRoundRobin([[], []])).toEqual([]);
  });
});
