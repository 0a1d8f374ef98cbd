import { describe, expect, it } from "vitest";
import { readAtMost } from "./read-at-most";

/** A body that never ends, counting what was pulled from it. */
function endless() {
  const state = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(16_384).fill(120);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body), state };
}

describe("readAtMost", () => {
  it("reads a short answer whole", async () => {
    expect(await readAtMost(new Response("ok"), 4_096)).toEqual({ text: "ok", complete: true });
    expect(await readAtMost(new Response(null), 4_096)).toEqual({ text: "", complete: true });
  });

  it("stops an endless answer at the limit and cancels it", async () => {
    const { response, state } = endless();
    const read = await readAtMost(response, 4_096);
    expect(read.complete).toBe(false);
    expect(read.text).toHaveLength(4_096);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(100_000);
  });
});
