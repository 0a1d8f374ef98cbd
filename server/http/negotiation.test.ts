import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./negotiation";

const both = { br: true, gzip: true };

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", "identity"],
    ["br; q=0.0, gzip;q=0.5", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    ["x-gzip", "gzip"],
    ["BR", "br"],
  ])("%j → %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("only picks copies that exist", () => {
    expect(chooseEncoding("br", { br: false, gzip: true })).toBe("identity");
    expect(chooseEncoding("br, gzip", { br: false, gzip: true })).toBe("gzip");
  });

  it("reads a bounded part of a huge header", () => {
    expect(chooseEncoding(`${"x;q=1, ".repeat(10_000)}br`, both)).toBe("identity");
  });
});
