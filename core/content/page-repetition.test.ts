import { describe, expect, it } from "vitest";
import { occurrences, repeatedPhrases, townMentions } from "./page-repetition";
import { PageLedger } from "./city-copy/ledger";

describe("repeatedPhrases", () => {
  it("finds a 6-word phrase said three times, counting the town's name as one word", () => {
    const text = "Order early for Grand Island delivery today. Order early for Hooper delivery today. Order early for Grand Island delivery today. Order early for Grand Island delivery today.";
    expect(repeatedPhrases(text, "Grand Island").map((entry) => entry.phrase)).toContain("order early for Grand Island delivery today");
    expect(repeatedPhrases("one two three four five six one two three four five six", "Hooper")).toEqual([]);
  });
});

describe("townMentions", () => {
  it("counts a town as a whole word, never inside a county's name, an occasion or a longer name", () => {
    expect(townMentions("Lincoln, Lincoln County and North Lincolnshire", "Lincoln")).toBe(1);
    expect(townMentions("Valentine's Day in Valentine", "Valentine")).toBe(1);
  });
});

describe("occurrences", () => {
  it("counts an exact phrase across line breaks", () => {
    expect(occurrences("we may earn\n a commission; we may earn a commission", "we may earn a commission")).toBe(2);
  });
});

describe("PageLedger", () => {
  it("refuses a third naming of a town, a third phrase, the same sentence twice and a fact past its limit", () => {
    const ledger = new PageLedger("Hooper", ["Fremont"], [{ pattern: /\b2 PM\b/, max: 1 }]);
    expect(ledger.take("Fremont is near.")).toBe("Fremont is near.");
    expect(ledger.take("Fremont is near.")).toBeUndefined();
    expect(ledger.take("Fremont has shops.")).toBe("Fremont has shops.");
    expect(ledger.fits("Fremont again.")).toBe(false);
    expect(ledger.left("Fremont")).toBe(0);
    expect(ledger.take("Order by 2 PM.")).toBe("Order by 2 PM.");
    expect(ledger.take("Cut-off 2 PM.")).toBeUndefined();
    ledger.add("a b c d e f");
    ledger.add("x a b c d e f");
    expect(ledger.fits("y a b c d e f")).toBe(false);
  });
});
