import { describe, expect, it } from "vitest";
import { createRenderGate, RenderBusyError } from "./render-gate";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe("render gate", () => {
  it("runs at most maxActive at once, queues up to maxQueued, refuses the rest", async () => {
    const gate = createRenderGate({ maxActive: 2, maxQueued: 1 });
    const blockers = [deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const runs = blockers.map((blocker) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await blocker.promise;
        running -= 1;
      }),
    );
    expect(gate.load()).toEqual({ active: 2, queued: 1 });
    await expect(gate.run(async () => undefined)).rejects.toBeInstanceOf(RenderBusyError);
    for (const blocker of blockers) blocker.resolve();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(gate.load()).toEqual({ active: 0, queued: 0 });
  });

  it("frees the slot when a render fails", async () => {
    const gate = createRenderGate({ maxActive: 1, maxQueued: 0 });
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(gate.run(async () => "ok")).resolves.toBe("ok");
  });
});
