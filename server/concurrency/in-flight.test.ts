import { describe, expect, it } from "vitest";
import { createInFlight, InFlightFullError } from "./in-flight";

const later = () => {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe("createInFlight", () => {
  it("runs at most `max` at once, the rest in line, in order", async () => {
    const gate = createInFlight({ max: 2, maxWaiting: 10 });
    const holds = Array.from({ length: 5 }, later);
    const started: number[] = [];
    const runs = holds.map((hold, index) => gate.run(async () => {
      started.push(index);
      await hold.done;
      return index;
    }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ active: 2, waiting: 3 });
    for (const hold of holds) hold.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses past the line at once, and lets a waiter leave when its signal aborts", async () => {
    const gate = createInFlight({ max: 1, maxWaiting: 1 });
    const hold = later();
    const first = gate.run(() => hold.done);
    const controller = new AbortController();
    const second = gate.run(async () => "ran", controller.signal);
    await expect(gate.run(async () => "ran")).rejects.toBeInstanceOf(InFlightFullError);
    controller.abort(new Error("timed out"));
    await expect(second).rejects.toThrow("timed out");
    expect(gate.load()).toEqual({ active: 1, waiting: 0 });
    hold.finish();
    await first;
    expect(await gate.run(async () => "ran")).toBe("ran");
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when a task fails", async () => {
    const gate = createInFlight({ max: 1, maxWaiting: 0 });
    await expect(gate.run(async () => Promise.reject(new Error("partner down")))).rejects.toThrow("partner down");
    expect(await gate.run(async () => 1)).toBe(1);
  });
});
