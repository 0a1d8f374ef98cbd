import { describe, expect, it } from "vitest";
import { timedCache } from "./timed-cache";

function clock() {
  let at = Date.UTC(2026, 10, 28, 12);
  return { now: () => new Date(at), move: (ms: number) => (at += ms) };
}

describe("timedCache", () => {
  it("forgets an entry ttlMs after it was set, on the injected clock, to the millisecond", () => {
    const { now, move } = clock();
    const cache = timedCache<string, string>({ max: 10, ttlMs: 1_000, now });
    cache.set("a", "kept");
    move(1_000);
    expect(cache.get("a")).toBe("kept");
    move(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("reads a ttl of 0 as keep nothing, not lru-cache's forever", () => {
    const { now, move } = clock();
    const cache = timedCache<string, string>({ max: 10, ttlMs: 0, now });
    cache.set("a", "brief");
    move(2);
    expect(cache.get("a")).toBeUndefined();
  });

  it("without ttlMs keeps an entry until it is pushed out, or for the ttl it was set with", () => {
    const { now, move } = clock();
    const cache = timedCache<string, string>({ max: 2, now });
    cache.set("a", "long");
    cache.set("b", "short", { ttl: 500 });
    move(86_400_000);
    expect([cache.get("a"), cache.get("b")]).toEqual(["long", undefined]);
    cache.set("c", "1");
    cache.set("d", "2");
    expect(cache.has("a")).toBe(false);
  });
});
