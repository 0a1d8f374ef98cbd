import { PAGE_BUDGET, WorkBudget } from "#core/products/budget";

/** This thread's CPU time in ms: what it spent working, not what it spent waiting for a core. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/**
 * One page's budget, its clock this thread's CPU time. The extraction worker runs at a
 * lower priority, so beside a busy neighbour a wall clock cut ordinary pages short
 * (issue 48: an empty birthday list); CPU time still bounds a page that is costly itself.
 */
export function pageBudget(): WorkBudget {
  return new WorkBudget(PAGE_BUDGET.maxSteps, PAGE_BUDGET.maxMs, threadCpuMs);
}
