import { describe, expect, it } from "vitest";
import type { CompressedPage } from "./page-compression";
import { RenderBusyError } from "./render-gate";
import { createViewStore } from "./view-store";

const page = (n: number) => ({ status: 200, body: Buffer.from(String(n)), gzip: Buffer.alloc(0), encoded: "best", etag: `"${n}"`, csp: "" }) as CompressedPage;

describe("the views' own room", () => {
  it("renders at most 2 views at once with 6 in line, refuses the next, and keeps each view once", async () => {
    const views = createViewStore({ maxEntries: 4 });
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const make = (n: number) => () =>
      new Promise<CompressedPage>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(page(n));
        });
      });
    const asked = Array.from({ length: 8 }, (_, n) => views.kept(`view ${n}`, make(n)));
    await expect(views.kept("view 8", make(8))).rejects.toBeInstanceOf(RenderBusyError);
    // The same view asked again shares its render.
    expect(views.kept("view 7", make(99))).toBe(asked[7]);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(asked);
    expect(most).toBe(2);
    // Bounded: the four most recent are kept.
    expect(views.size()).toBe(4);
  });
});
