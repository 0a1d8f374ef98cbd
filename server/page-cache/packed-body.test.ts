import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { packBody, unpackBody } from "./packed-body";

describe("packed partner answers", () => {
  it("round-trips text with characters outside ASCII", async () => {
    const body = "<p>Día de las Madres 🌹 — ñ</p>".repeat(1_000);
    const packed = await packBody(body);
    expect(packed.byteLength).toBeLessThan(Buffer.byteLength(body) / 10);
    expect(await unpackBody(packed)).toBe(body);
  });

  it("refuses a stored value that would unpack past the ceiling, and one that is not gzip", async () => {
    const bomb = gzipSync(Buffer.alloc(1_000_001));
    await expect(unpackBody(bomb, 1_000_000)).rejects.toThrow(/maxOutputLength|Cannot create a Buffer|larger than/i);
    expect(await unpackBody(gzipSync(Buffer.alloc(1_000_000)), 1_000_000)).toHaveLength(1_000_000);
    await expect(unpackBody(Buffer.from("<p>not packed</p>"))).rejects.toThrow();
  });
});
