import { describe, expect, it } from "vitest";
import { PAGE_BUDGET } from "#core/products/budget";
import { pageBudget, threadCpuMs } from "./page-budget";

describe("a page's budget on the server", () => {
  it("counts this thread's CPU time: waiting does not spend it, working does", async () => {
    const before = threadCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(threadCpuMs() - before).toBeLessThan(100);
    const started = threadCpuMs();
    const spinUntil = performance.now() + 120;
    while (performance.now() < spinUntil) Math.sqrt(Math.random());
    expect(threadCpuMs() - started).toBeGreaterThan(20);
  });

  it("is PAGE_BUDGET's steps, unspent when made", () => {
    const budget = pageBudget();
    expect(budget.spent()).toBe(false);
    expect(budget.take(PAGE_BUDGET.maxSteps)).toBe(true);
    expect(budget.take()).toBe(false);
    expect(budget.cut).toBe("steps");
  });
});
