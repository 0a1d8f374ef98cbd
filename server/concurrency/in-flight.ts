/** Thrown when as many callers wait as the bound allows: the caller answers from what it keeps. */
export class InFlightFullError extends Error {
  constructor() {
    super("too many partner requests waiting");
    this.name = "InFlightFullError";
  }
}

export type InFlight = {
  /** Runs `task` once fewer than `max` run; waits in line (bounded), or gives up when `signal` aborts. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  load(): { active: number; waiting: number };
};

/**
 * At most `max` requests to one outside service at once, shared by everything that asks it
 * (issue 39: a partner answering after 15 s had 639 requests open). Past `max` a caller waits
 * in line, at most `maxWaiting` of them; past that, or when its own signal aborts (its
 * timeout), it is refused at once, and the page cache serves what it keeps.
 */
export function createInFlight({ max, maxWaiting }: { max: number; maxWaiting: number }): InFlight {
  let active = 0;
  const waiting: Array<{ start: () => void }> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next.start();
    else active -= 1;
  }

  function admit(signal?: AbortSignal): Promise<void> {
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new InFlightFullError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        // The slot passes straight from the finished request to this one (active stays the same).
        start: () => {
          signal?.removeEventListener("abort", leave);
          resolve();
        },
      };
      const leave = () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new InFlightFullError());
      };
      if (signal?.aborted) return leave();
      signal?.addEventListener("abort", leave, { once: true });
      waiting.push(entry);
    });
  }

  return {
    async run(task, signal) {
      await admit(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ active, waiting: waiting.length }),
  };
}
