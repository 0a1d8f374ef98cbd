import { describe, expect, it } from "vitest";
import { imageId } from "#core/images/image-url";
import { createKnownImages } from "./known-images";

describe("createKnownImages", () => {
  it("knows the pictures of the listed products and reads the list again for a new id, at most once per gap", async () => {
    let list = ["https://partner.test/a.jpg"];
    let reads = 0;
    const readAt: number[] = [];
    const known = createKnownImages({
      list: async () => {
        reads += 1;
        readAt.push(performance.now());
        return list;
      },
      minGapMs: 50,
    });
    expect(await known.resolve(imageId("https://partner.test/a.jpg"))).toBe("https://partner.test/a.jpg");
    expect(reads).toBe(1);
    list = ["https://partner.test/b.jpg"];
    // Concurrent misses share one reading, which waits for the gap.
    const [b, unknown] = await Promise.all([known.resolve(imageId("https://partner.test/b.jpg")), known.resolve("0000000000000")]);
    expect(b).toBe("https://partner.test/b.jpg");
    expect(unknown).toBeNull();
    expect(reads).toBe(2);
    // The second reading waited for the gap after the first (measured between the readings, so a
    // busy machine that is slow to get here cannot make it look early; 5 ms for timer granularity).
    expect((readAt[1] ?? 0) - (readAt[0] ?? 0)).toBeGreaterThanOrEqual(45);
    // The pictures of the list before stay known (a visitor's stored copy may name them).
    expect(await known.resolve(imageId("https://partner.test/a.jpg"))).toBe("https://partner.test/a.jpg");
    expect(reads).toBe(2);
  });

  it("keeps what it knew when reading the list fails, and is bounded", async () => {
    let fail = false;
    const known = createKnownImages({
      list: async () => {
        if (fail) throw new Error("down");
        return Array.from({ length: 100 }, (_, index) => `https://partner.test/${index}.jpg`);
      },
      minGapMs: 0,
      maxEntries: 10,
    });
    expect(await known.resolve(imageId("https://partner.test/0.jpg"))).toBe("https://partner.test/0.jpg");
    expect(known.size()).toBe(10);
    fail = true;
    expect(await known.resolve("0000000000000")).toBeNull();
    expect(await known.resolve(imageId("https://partner.test/9.jpg"))).toBe("https://partner.test/9.jpg");
  });
});
