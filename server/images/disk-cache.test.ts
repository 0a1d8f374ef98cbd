import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDiskCache } from "./disk-cache";

const name = (index: number) => `${String(index).padStart(13, "0")}-180.avif`;
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("createDiskCache", () => {
  it("keeps at most maxBytes on disk, dropping the least recently used first", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "nfd-image-cache-"));
    const cache = await createDiskCache({ dir, maxBytes: 3_500 });
    for (const index of [1, 2, 3]) await cache.put(name(index), Buffer.alloc(1_000, index));
    // Reading the first makes the second the oldest.
    expect((await cache.get(name(1)))?.[0]).toBe(1);
    await cache.put(name(4), Buffer.alloc(1_000, 4));
    expect(cache.bytes()).toBeLessThanOrEqual(3_500);
    expect(await cache.get(name(2))).toBeNull();
    expect((await cache.get(name(1)))?.[0]).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([name(1), name(3), name(4)]);
    for (let index = 5; index < 50; index += 1) await cache.put(name(index), Buffer.alloc(700, index));
    expect(cache.bytes()).toBeLessThanOrEqual(3_500);
    expect(readdirSync(dir)).toHaveLength(cache.files());
  });

  it("finds what an earlier process left, and refuses names that are not its own", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "nfd-image-cache-"));
    const first = await createDiskCache({ dir, maxBytes: 10_000 });
    await first.put(name(7), Buffer.from("seven"));
    await first.put("../escape-180.avif", Buffer.from("no"));
    const second = await createDiskCache({ dir, maxBytes: 10_000 });
    expect((await second.get(name(7)))?.toString()).toBe("seven");
    expect(await second.get("../escape-180.avif")).toBeNull();
    expect(second.files()).toBe(1);
  });

  it("does not keep a file larger than the whole bound", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "nfd-image-cache-"));
    const cache = await createDiskCache({ dir, maxBytes: 100 });
    await cache.put(name(1), Buffer.alloc(101));
    expect(cache.files()).toBe(0);
  });
});
