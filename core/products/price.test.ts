import { describe, expect, it } from "vitest";
import { amountOf, centsOfPrice, dollarsOfPrice, isBelievablePrice, PRICE_IN_TEXT, PRICE_MAX_DOLLARS } from "./price";

describe("the price rule", () => {
  it("believes a positive amount up to the cap, and nothing else", () => {
    expect([0.01, 49.99, PRICE_MAX_DOLLARS].map(isBelievablePrice)).toEqual([true, true, true]);
    expect([0, -5, PRICE_MAX_DOLLARS + 0.01, Number.NaN, Infinity].map(isBelievablePrice)).toEqual([false, false, false, false, false]);
  });

  it("reads written prices, grouped or not, with or without cents", () => {
    expect(["$49.99", "$1,234.00", "$1234", "$45"].map(dollarsOfPrice)).toEqual([49.99, 1234, 1234, 45]);
    expect(["49.99", "$4.9", "$1,23.00", "$ 45", "", undefined].map(dollarsOfPrice)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(centsOfPrice("$1,234.56")).toBe(123_456);
  });

  it("finds a written price in text, one space after the sign allowed", () => {
    expect(PRICE_IN_TEXT.exec("Only $ 1,299.00 today")?.[1]).toBe("1,299.00");
    expect(PRICE_IN_TEXT.exec("no price here")).toBeNull();
  });

  it("reads the API's amounts as numbers or decimal text", () => {
    expect([45, "45", " $12.5 ", "0"].map(amountOf)).toEqual([45, 45, 12.5, 0]);
    expect(["call us", "1e3", "-4", null, undefined, -1, Number.NaN].map(amountOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
