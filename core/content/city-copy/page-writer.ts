import { choose, chooseSeveral, type Template } from "./choose";
import type { CityFacts } from "./facts";
import type { PageLedger } from "./ledger";

/**
 * One town page's copy as it is put together (city-page.ts makes one per page): the
 * town's facts, shared and never changed, and the page's own ledger of what it has said.
 * Section builders write through it; templates see only the facts.
 */
export class PageWriter {
  private readonly fits = (text: string): boolean => this.ledger.fits(text);

  constructor(
    readonly facts: CityFacts,
    private readonly ledger: PageLedger,
  ) {}

  /** The slot's text (choose.ts) among those the page can still say, recorded as said. */
  choose(slot: string, templates: readonly Template[], fallback: string): string {
    return this.ledger.add(choose(this.facts, slot, templates, fallback, this.fits));
  }

  /** Up to `count` texts the page can still say, not recorded: the caller says what it uses. */
  chooseSeveral(slot: string, templates: readonly Template[], count: number): string[] {
    return chooseSeveral(this.facts, slot, templates, count, this.fits);
  }

  /** Records and returns `text` when the page can still say it, else undefined. */
  say(text: string | undefined): string | undefined {
    return text === undefined ? undefined : this.ledger.take(text);
  }

  /** The towns the page may still name. */
  nameable<T extends { name: string }>(towns: readonly T[]): T[] {
    return towns.filter((town) => this.ledger.left(town.name) > 0);
  }
}
