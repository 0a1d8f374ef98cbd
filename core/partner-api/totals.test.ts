import { describe, expect, it } from "vitest";
import { deliveredOf, deriveTaxModel, floristoneTotalUrl, type PartnerTotal, readFloristoneTotal } from "./totals";

/** The partner as the simulator models it: $14.99 per order, tax on products and charge. */
function partner(prices: number[], rate: number, onCharge = true): PartnerTotal {
  const subtotal = prices.reduce((sum, cents) => sum + cents, 0);
  const charge = 1499;
  const tax = Math.round((subtotal + (onCharge ? charge : 0)) * rate);
  return { subtotal, charge, tax, total: subtotal + charge + tax };
}

describe("gettotal", () => {
  it("asks with the products and the ZIP as JSON in the query", () => {
    const url = new URL(floristoneTotalUrl("https://api.test/rest/", [{ code: "F1-1", cents: 4999 }], "68847"));
    expect(url.pathname).toBe("/rest/flowershop/gettotal");
    expect(JSON.parse(url.searchParams.get("products") ?? "")).toEqual([{ CODE: "F1-1", PRICE: 49.99, RECIPIENT: { ZIPCODE: "68847" } }]);
    expect(() => floristoneTotalUrl("https://api.test", [], "6884")).toThrow();
  });

  it("reads an answer, and refuses errors, garbage, absurd amounts and a total that is not its sum", () => {
    const good = { SUBTOTAL: 49.99, FLORISTONESERVICECHARGE: 14.99, TAXTOTAL: 4.87, FLORISTONETAX: 1.12, ORDERTOTAL: 69.85, ORDERNO: 0 };
    expect(readFloristoneTotal(JSON.stringify(good))).toEqual({ subtotal: 4999, charge: 1499, tax: 487, total: 6985 });
    expect(readFloristoneTotal(JSON.stringify({ ...good, SUBTOTAL: "49.99" }))?.subtotal).toBe(4999);
    for (const bad of [
      JSON.stringify({ errors: ["unable to calculate"] }),
      "<html>Service Unavailable</html>",
      JSON.stringify({ ...good, ORDERTOTAL: 1e9 }),
      JSON.stringify({ ...good, TAXTOTAL: -5 }),
      JSON.stringify({ ...good, TAXTOTAL: 40 }),
      JSON.stringify({ ...good, FLORISTONESERVICECHARGE: 500 }),
      JSON.stringify({ ...good, ORDERTOTAL: 79.85 }),
      JSON.stringify({ ...good, SUBTOTAL: 0, ORDERTOTAL: 19.86 }),
      JSON.stringify({ ...good, SUBTOTAL: null }),
      `{"SUBTOTAL":${"[".repeat(100)}`,
    ]) {
      expect(readFloristoneTotal(bad), bad).toBeUndefined();
    }
  });

  it("derives a ZIP's rule from three answers, and each product's total equals the partner's own within a cent", () => {
    const prices = [4999, 6499, 8900, 12999, 17899, 3199, 5599, 7999, 9999, 11000];
    for (const rate of [0.055, 0.07, 0.075, 0.0725, 0.0615, 0]) {
      for (const onCharge of [true, false]) {
        const single = { item: { code: "A", cents: prices[0] as number }, answer: partner([prices[0] as number], rate, onCharge) };
        const check = { item: { code: "B", cents: 17899 }, answer: partner([17899], rate, onCharge) };
        const model = deriveTaxModel(single, { count: prices.length, answer: partner(prices, rate, onCharge) }, check);
        expect(model, `${rate} ${onCharge}`).toBeDefined();
        if (!model) continue;
        for (let cents = 1000; cents < 50_000; cents += 137) {
          expect(Math.abs(deliveredOf(cents, model).total - partner([cents], rate, onCharge).total), `${rate} ${cents}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("gives no rule when the answers disagree (a charge that changes, a total that the rule cannot reach)", () => {
    const single = { item: { code: "A", cents: 4999 }, answer: partner([4999], 0.075) };
    const batch = { count: 2, answer: partner([4999, 8999], 0.075) };
    expect(deriveTaxModel(single, { ...batch, answer: { ...batch.answer, charge: 999, total: batch.answer.total - 500 } })).toBeUndefined();
    const wrong = { item: { code: "B", cents: 8999 }, answer: { ...partner([8999], 0.075), tax: 100, total: 8999 + 1499 + 100 } };
    expect(deriveTaxModel(single, batch, wrong)).toBeUndefined();
  });

  it("writes each PRICE in the query as the amount text it always had (dollars with at most two decimals)", () => {
    const priceInUrl = (cents: number) => /"PRICE":([^,]+),/.exec(decodeURIComponent(floristoneTotalUrl("https://api.test", [{ code: "A", cents }], "68847")))?.[1];
    // Before cents were held the URL carried Number((cents / 100).toFixed(2)): every cent to $200, then a sample to the cap.
    const cents = [...Array.from({ length: 20_000 }, (_, index) => index + 1), ...Array.from({ length: 1_000 }, (_, index) => 20_000 + index * 980)];
    expect(cents.filter((amount) => priceInUrl(amount) !== JSON.stringify(Number((amount / 100).toFixed(2))))).toEqual([]);
    expect([4999, 4500, 6499, 1, 123456].map(priceInUrl)).toEqual(["49.99", "45", "64.99", "0.01", "1234.56"]);
  });
});
