import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { shortHash } from "./short-hash";

const idiom = (data: string | Uint8Array, length: number) => createHash("sha1").update(data).digest("base64url").slice(0, length);

describe("shortHash", () => {
  it("is the SHA-1, base64url, cut to 16 or 20 characters, as the keys already stored were made", () => {
    expect(shortHash("", 20)).toBe("2jmj7l5rSw0yVb_vlWAY");
    expect(shortHash('[{"code":"F1-509"}]', 16)).toBe(idiom('[{"code":"F1-509"}]', 16));
    expect(shortHash('[{"code":"F1-509"}]', 16)).toHaveLength(16);
  });

  it("reads a string as UTF-8 and bytes as they are, the same digest for the same bytes", () => {
    const text = "Día de las Madres — ¡flores!";
    expect(shortHash(text, 20)).toBe(idiom(text, 20));
    expect(shortHash(Buffer.from(text, "utf8"), 20)).toBe(shortHash(text, 20));
    expect(shortHash(new Uint8Array([0, 255, 128]), 20)).toBe(idiom(Buffer.from([0, 255, 128]), 20));
  });
});
