import { LRUCache } from "lru-cache";
import { describe, expect, it } from "vitest";
import { remembered } from "./remembered";

/** A cache on a clock the test moves. */
function cacheOnClock() {
  const clock = { now: 1_000 };
  // ttlResolution 0: lru-cache otherwise reuses its last reading of the clock for 1 ms of real time.
  const cache = new LRUCache<string, Promise<string>>({ max: 10, perf: { now: () => clock.now }, ttlResolution: 0 });
  return { cache, clock };
}

const options = { failed: (value: string) => value === "failed", forgetMs: 5_000 };

describe("remembered", () => {
  it("makes one piece of work per key, shared by every caller, and keeps a good answer", async () => {
    const { cache, clock } = cacheOnClock();
    let made = 0;
    const make = () => {
      made += 1;
      return Promise.resolve("good");
    };
    const [first, second] = [remembered(cache, "a", make, options), remembered(cache, "a", make, options)];
    expect(first).toBe(second);
    await expect(first).resolves.toBe("good");
    clock.now += 60_000;
    await remembered(cache, "a", make, options);
    expect(made).toBe(1);
  });

  it("forgets a failed answer after forgetMs, not before", async () => {
    const { cache, clock } = cacheOnClock();
    let made = 0;
    const make = () => {
      made += 1;
      return Promise.resolve("failed");
    };
    await remembered(cache, "a", make, options);
    await Promise.resolve();
    clock.now += 4_999;
    await remembered(cache, "a", make, options);
    expect(made).toBe(1);
    clock.now += 2;
    await remembered(cache, "a", make, options);
    expect(made).toBe(2);
  });

  it("leaves a newer entry under the key alone when an older failure settles", async () => {
    const { cache, clock } = cacheOnClock();
    let settle: (value: string) => void = () => undefined;
    const slow = remembered(cache, "a", () => new Promise<string>((resolve) => (settle = resolve)), options);
    const newer = Promise.resolve("good");
    cache.set("a", newer);
    settle("failed");
    await slow;
    await Promise.resolve();
    clock.now += 60_000;
    expect(cache.get("a")).toBe(newer);
  });
});
