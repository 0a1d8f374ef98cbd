import { PageLedger } from "../city-copy/ledger";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Text as the neighbour count reads it: "condado de Valley" names a county, not the town of
 * Valley. page-repetition.ts townMentions already skips a name followed by " County", so the
 * county's name is marked that way for counting only; the page says it as written.
 */
export function countiesMarked(text: string, counties: readonly string[]): string {
  if (counties.length === 0) return text;
  const names = [...counties].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
  return text.replace(new RegExp(`\\bcondado de (${names})(?![\\w-])`, "g"), "condado de $1 County");
}

/**
 * What a Spanish town page has said so far: the English page's ledger (city-copy/ledger.ts),
 * twice over. One counts the 6-word phrases and the limited facts on the text as written; the
 * other counts neighbours on the text with county names marked (countiesMarked), so a county
 * named after a town (Valley, York, Lincoln...) does not use up that town's two mentions.
 */
export class SpanishLedger {
  private readonly phrases: PageLedger;
  private readonly towns: PageLedger;

  constructor(
    cityName: string,
    otherTowns: readonly string[],
    private readonly counties: readonly string[],
    limits: readonly { pattern: RegExp; max: number }[] = [],
  ) {
    this.phrases = new PageLedger(cityName, [], limits);
    this.towns = new PageLedger(cityName, otherTowns);
  }

  private marked(text: string): string {
    return countiesMarked(text, this.counties);
  }

  fits(text: string): boolean {
    return this.phrases.fits(text) && this.towns.fits(this.marked(text));
  }

  left(name: string): number {
    return this.towns.left(name);
  }

  add(text: string): string {
    this.phrases.add(text);
    this.towns.add(this.marked(text));
    return text;
  }

  take(text: string | undefined): string | undefined {
    if (text === undefined || !this.fits(text)) return undefined;
    return this.add(text);
  }
}
