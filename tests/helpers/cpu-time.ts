/**
 * How much of the CPU some work used, in milliseconds (this process, all its threads).
 *
 * A wall clock around CPU-bound work measures the work plus the wait for a core; beside
 * Playwright and a build loop on two cores (load 22, issue 48) the wait is most of it, and
 * "extracts a 2 MB page within 250 ms" failed at 3.4 s with nothing wrong. The CPU time the
 * work used barely moves with the load, so a bound on it still catches a slow algorithm.
 */
export function cpuMs<T>(work: () => T): { ms: number; value: T } {
  const before = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, value };
}

/** `cpuMs` for work that awaits (sharp decodes on its own threads, which count too). */
export async function cpuMsAsync<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const before = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, value };
}
