import { MAX_REPEATS, phrasesOf, townMentions } from "../page-repetition";

/**
 * What a town page has said so far. Copy is put together section by section in page
 * order; a candidate sentence that would name a neighbour a third time, or say a
 * 6-word phrase a third time, is passed over for another wording (or left out), so
 * the page reads like one text rather than the same facts in every section.
 */
export class PageLedger {
  private readonly phrases = new Map<string, number>();
  private readonly towns = new Map<string, number>();
  private readonly said = new Set<string>();

  private readonly limited: number[];

  /**
   * `otherTowns`: the names of every other town the copy could name. `limits`: facts
   * a page states a set number of times (the population figure once, the cut-off
   * twice), found by a pattern.
   */
  constructor(
    private readonly cityName: string,
    private readonly otherTowns: readonly string[],
    private readonly limits: readonly { pattern: RegExp; max: number }[] = [],
  ) {
    this.limited = limits.map(() => 0);
  }

  private limitHits(text: string): number[] {
    return this.limits.map(({ pattern }) => text.match(new RegExp(pattern.source, "g"))?.length ?? 0);
  }

  private mentionsIn(text: string): Map<string, number> {
    const found = new Map<string, number>();
    for (const name of this.otherTowns) {
      if (!text.includes(name)) continue;
      const count = townMentions(text, name);
      if (count > 0) found.set(name, count);
    }
    return found;
  }

  /** True when saying `text` keeps every phrase and neighbour within MAX_REPEATS. */
  fits(text: string): boolean {
    // A sentence is said once: the same words twice is repetition even within the limits.
    if (this.said.has(text)) return false;
    const hits = this.limitHits(text);
    if (hits.some((hit, index) => hit > 0 && (this.limited[index] ?? 0) + hit > (this.limits[index]?.max ?? 0))) return false;
    for (const [name, count] of this.mentionsIn(text)) if ((this.towns.get(name) ?? 0) + count > MAX_REPEATS) return false;
    const added = new Map<string, number>();
    for (const phrase of phrasesOf(text, this.cityName)) added.set(phrase, (added.get(phrase) ?? 0) + 1);
    for (const [phrase, count] of added) if ((this.phrases.get(phrase) ?? 0) + count > MAX_REPEATS) return false;
    return true;
  }

  /** How many more times a town may be named. */
  left(name: string): number {
    return MAX_REPEATS - (this.towns.get(name) ?? 0);
  }

  /** Records text the page shows, whether chosen here or written by hand. */
  add(text: string): string {
    this.said.add(text);
    this.limitHits(text).forEach((hit, index) => (this.limited[index] = (this.limited[index] ?? 0) + hit));
    for (const [name, count] of this.mentionsIn(text)) this.towns.set(name, (this.towns.get(name) ?? 0) + count);
    for (const phrase of phrasesOf(text, this.cityName)) this.phrases.set(phrase, (this.phrases.get(phrase) ?? 0) + 1);
    return text;
  }

  /** Records and returns `text` when it fits, else undefined. */
  take(text: string | undefined): string | undefined {
    if (text === undefined || !this.fits(text)) return undefined;
    return this.add(text);
  }
}
