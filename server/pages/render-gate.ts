import { countRender, trackRenderGate } from "../metrics";

/** Thrown when the render queue is full: the answer is a 503 with Retry-After, never a crash. */
export class RenderBusyError extends Error {
  constructor() {
    super("Too many pages rendering");
    this.name = "RenderBusyError";
  }
}

export type RenderGate = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running and waiting now. */
  load(): { active: number; queued: number };
};

/**
 * At most `maxActive` renders at once (a render is 35-50 ms of CPU on the one event loop),
 * at most `maxQueued` waiting; past that a request is refused at once instead of piling
 * up memory and starving /api/health.
 */
export function createRenderGate({ maxActive = 4, maxQueued = 64 }: { maxActive?: number; maxQueued?: number } = {}): RenderGate {
  let active = 0;
  const waiting: Array<() => void> = [];
  const load = () => ({ active, queued: waiting.length });
  trackRenderGate(load);

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= maxActive) {
        if (waiting.length >= maxQueued) {
          countRender("busy");
          throw new RenderBusyError();
        }
        // The slot passes straight from the finishing render to this one (active stays the same).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        const result = await task();
        countRender("ok");
        return result;
      } catch (error) {
        countRender("failed");
        throw error;
      } finally {
        release();
      }
    },
    load,
  };
}
