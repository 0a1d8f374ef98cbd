/** What ran out: the page's steps (its own doing) or the clock (the machine's). */
export type BudgetCut = "steps" | "clock";

/**
 * Bounds the work spent on one partner page: a count of visited nodes (the same
 * on every machine, so a page gives the same products everywhere) and a clock
 * deadline as the backstop (the server passes the thread's CPU clock, so a thread
 * waiting for CPU is not cut short). Once spent, it stays spent.
 */
export class WorkBudget {
  private steps = 0;
  private exhausted = false;
  private readonly deadline: number;
  private spentOn: BudgetCut | undefined;

  constructor(
    private readonly maxSteps: number,
    maxMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.deadline = clock() + maxMs;
  }

  /** Counts `n` units of work; false once the budget is spent. */
  take(n = 1): boolean {
    if (this.exhausted) return false;
    this.steps += n;
    // Reading the clock costs more than a step: look every 1,024 steps.
    if (this.steps > this.maxSteps) this.spend("steps");
    else if ((this.steps & 1023) < n && this.clock() > this.deadline) this.spend("clock");
    return !this.exhausted;
  }

  /** True once the budget is spent (also checks the clock). */
  spent(): boolean {
    if (!this.exhausted && this.clock() > this.deadline) this.spend("clock");
    return this.exhausted;
  }

  /** What ran out, once the budget is spent. */
  get cut(): BudgetCut | undefined {
    return this.spentOn;
  }

  private spend(cut: BudgetCut): void {
    this.exhausted = true;
    this.spentOn = cut;
  }
}

/**
 * Per page: far above a real 2 MB marketplace page (tens of thousands of nodes, about 10 ms).
 * The step count is the bound that decides; the clock is the backstop for a slow
 * machine, generous because extraction runs in a worker, not on the request loop.
 */
export const PAGE_BUDGET = { maxSteps: 3_000_000, maxMs: 3_000 } as const;
