import { describe, expect, it } from "vitest";
import { cpuMs, cpuMsAsync } from "./cpu-time";

describe("CPU time of some work", () => {
  it("counts work, not waiting", async () => {
    const waited = await cpuMsAsync(() => new Promise((resolve) => setTimeout(() => resolve("done"), 300)));
    expect(waited.value).toBe("done");
    expect(waited.ms).toBeLessThan(150);
    const busy = cpuMs(() => {
      const until = performance.now() + 60;
      let spins = 0;
      while (performance.now() < until) spins += 1;
      return spins;
    });
    expect(busy.value).toBeGreaterThan(0);
    // Spinning for 60 ms of wall time is at most 60 ms of this thread's CPU (less when the machine is busy).
    expect(busy.ms).toBeGreaterThan(0);
    expect(busy.ms).toBeLessThan(60 + 60);
  });
});
