import { describe, expect, it, vi } from "vitest";
import { within } from "./within";

describe("within", () => {
  it("answers with the work when it comes in time, and clears its timer", async () => {
    vi.useFakeTimers();
    try {
      const answer = within(Promise.resolve("work"), 1_000, () => "late");
      await expect(answer).resolves.toBe("work");
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers with late() once the time has passed, the work going on", async () => {
    vi.useFakeTimers();
    try {
      let finish: (value: string) => void = () => undefined;
      const work = new Promise<string>((resolve) => {
        finish = resolve;
      });
      const answer = within(work, 1_000, () => "late");
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(answer).resolves.toBe("late");
      finish("work");
      await expect(work).resolves.toBe("work");
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects with what late() throws", async () => {
    vi.useFakeTimers();
    try {
      const answer = within(new Promise<string>(() => undefined), 50, () => {
        throw new Error("timed out");
      });
      const settled = expect(answer).rejects.toThrow("timed out");
      await vi.advanceTimersByTimeAsync(50);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the work's own rejection on", async () => {
    await expect(within(Promise.reject(new Error("broken")), 1_000, () => "late")).rejects.toThrow("broken");
  });
});
