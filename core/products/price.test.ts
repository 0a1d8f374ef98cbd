import { describe, expect, it } from "vitest";
import { centsInText, centsOfAmount, centsOfPrice, isBelievablePrice, PRICE_IN_TEXT, PRICE_MAX_DOLLARS } from "./price";
import { priceText } from "./price-text";

const range = (from: number, to: number, step: number) => Array.from({ length: Math.ceil((to - from) / step) }, (_, index) => from + index * step);

describe("the price rule", () => {
  it("believes whole cents above nothing up to the cap, and nothing else", () => {
    expect([1, 49_99, PRICE_MAX_DOLLARS * 100].map(isBelievablePrice)).toEqual([true, true, true]);
    expect([0, -5, PRICE_MAX_DOLLARS * 100 + 1, 49.5, Number.NaN, Infinity].map(isBelievablePrice)).toEqual([false, false, false, false, false, false]);
  });

  it("reads written prices, grouped or not, with or without cents, into exact cents", () => {
    expect(["$49.99", "$1,234.00", "$1234", "$45", "$0.29", "$1,234.56"].map(centsOfPrice)).toEqual([49_99, 1_234_00, 1_234_00, 45_00, 29, 1_234_56]);
    expect(["49.99", "$4.9", "$1,23.00", "$ 45", "", undefined].map(centsOfPrice)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    // Digit by digit: no amount a float would round otherwise comes out a cent off.
    const off = range(0, 200_000, 1).filter((cents) => centsOfPrice(`$${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`) !== cents);
    expect(off).toEqual([]);
  });

  it("finds the first written price in text, one space after the sign allowed", () => {
    expect(PRICE_IN_TEXT.exec("Only $ 1,299.00 today")?.[1]).toBe("1,299.00");
    expect(centsInText("Only $ 1,299.00 today, was $1,500")).toBe(1_299_00);
    expect(centsInText("Free: $0.00")).toBe(0);
    expect(centsInText("no price here")).toBeUndefined();
    expect(isBelievablePrice(centsInText(`$${"9".repeat(1_900)}`) ?? 0)).toBe(false);
  });

  it("reads the API's amounts, numbers or decimal text, into cents", () => {
    expect([45, "45", " $12.5 ", "0", 49.99, 0.1 + 0.2, 64.99].map(centsOfAmount)).toEqual([45_00, 45_00, 12_50, 0, 49_99, 30, 64_99]);
    expect(["call us", "1e3", "-4", null, undefined, -1, Number.NaN, 1e300].map(centsOfAmount)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("the price as written", () => {
  it("writes cents as dollars in both editions, grouped, always with cents", () => {
    for (const locale of ["en", "es"] as const) {
      expect([49_99, 14_99, 0, 5, 45_00, 1_234_56, 1_000_000_00].map((cents) => priceText(cents, locale))).toEqual(["$49.99", "$14.99", "$0.00", "$0.05", "$45.00", "$1,234.56", "$1,000,000.00"]);
    }
  });

  it("writes back every price it reads, as the partner wrote it with cents", () => {
    expect(range(0, 200_000, 7).filter((cents) => centsOfPrice(priceText(cents, "en")) !== cents)).toEqual([]);
    // The API's amounts below $1,000 come out as the site wrote them before cents were held: `$${dollars.toFixed(2)}`.
    expect(range(1, 100_000, 1).filter((cents) => priceText(centsOfAmount(cents / 100) as number, "en") !== `$${(cents / 100).toFixed(2)}`)).toEqual([]);
  });
});
