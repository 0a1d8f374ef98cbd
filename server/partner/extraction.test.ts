import { afterAll, describe, expect, it } from "vitest";
import { hostilePage } from "../../tests/partner-sim/hostile";
import { createInlineExtractor, createWorkerExtractor } from "./extraction";

const origin = "https://partner.example";
const task = { html: hostilePage("nested-inside", origin, { size: 200_000 }), pageUrl: `${origin}/anniversary/`, limit: 24 };

describe("extractors", () => {
  const worker = createWorkerExtractor({ threads: 1 });
  afterAll(() => worker.close());

  it("the worker pool gives what extraction in this thread gives, without blocking this thread", async () => {
    const inline = await createInlineExtractor().extract(task);
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    await worker.ready();
    await worker.extract(task);
    last = performance.now();
    longestGap = 0;
    const pooled = await worker.extract(task);
    clearInterval(ticker);
    expect(worker.kind).toBe("worker");
    expect(pooled.products).toEqual(inline.products);
    expect(pooled.complete).toBe(true);
    // The 2.2 MB string is copied to the worker (a few ms); the parse itself happens there.
    expect(longestGap).toBeLessThan(pooled.ms);
  });
});
