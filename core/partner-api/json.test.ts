import { describe, expect, it } from "vitest";
import { cpuMs } from "../../tests/helpers/cpu-time";
import { field, jsonDepthWithin, parseBoundedJson } from "./json";

describe("bounded JSON", () => {
  it("refuses 100k-deep nesting quickly, before parsing", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const { ms, value } = cpuMs(() => [jsonDepthWithin(deep), parseBoundedJson(`{"PRODUCTS":${deep}}`)]);
    expect(value).toEqual([false, undefined]);
    expect(ms).toBeLessThan(500);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(jsonDepthWithin(JSON.stringify({ NAME: `${"[".repeat(100)}\\"{{{` }), 2)).toBe(true);
    expect(parseBoundedJson('{"a":[1,{"b":2}]}')).toEqual({ a: [1, { b: 2 }] });
  });

  it("answers undefined for truncated or non-JSON text", () => {
    expect(parseBoundedJson('{"PRODUCTS":[{"CODE":"F1')).toBeUndefined();
    expect(parseBoundedJson("<html>403 Forbidden</html>")).toBeUndefined();
  });

  it("reads a field whatever the case of its key, own keys only", () => {
    expect(field({ PRODUCTS: 1 }, "PRODUCTS")).toBe(1);
    expect(field({ products: 2 }, "PRODUCTS")).toBe(2);
    expect(field({}, "constructor")).toBeUndefined();
    expect(field([1], "length")).toBeUndefined();
    expect(field(null, "x")).toBeUndefined();
  });
});
