import { choose, chooseSeveral, type Template } from "../city-copy/choose";
import type { EsFacts } from "./facts";
import type { SpanishLedger } from "./ledger";

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A Spanish sentence template: undefined when the town lacks the fact it needs (city-copy/choose.ts). */
export type EsTemplate = (facts: EsFacts) => string | undefined;

/**
 * One Spanish town page as it is put together: city-copy/page-writer.ts over the Spanish
 * facts. The choice of wording is the English page's (choose.ts), and the ledger
 * of what the page has said is its ledger.ts with county names read as counties (./ledger.ts); slots are keyed apart from the English ones, so a town's
 * Spanish page does not follow its English page's choices.
 */
export class SpanishWriter {
  private readonly fits = (text: string): boolean => this.ledger.fits(text);

  /**
   * `turn`: this town's place among the towns whose intros are put together (index.ts), so
   * chooseInTurn hands the wordings out one after another instead of by hash.
   */
  constructor(
    readonly facts: EsFacts,
    private readonly ledger: SpanishLedger,
    private readonly turn = 0,
  ) {}

  /**
   * The first text the page can say, starting at this town's turn: over the towns in order, each
   * wording is used about as often as the next (a hash can give one wording twice its share).
   */
  chooseInTurn(templates: readonly EsTemplate[], fallback: string): string {
    const count = templates.length;
    // A wording that does not fit passes the town on by a stride, not to the next wording, so the
    // towns one wording cannot serve do not all land on its neighbour. The stride is prime to the
    // count, so every wording is still tried.
    const stride = [5, 7, 3, 11, 13].find((candidate) => gcd(candidate, count) === 1) ?? 1;
    for (let step = 0; step < count; step += 1) {
      const text = templates[(this.turn + step * stride) % count]?.(this.facts);
      if (text !== undefined && this.fits(text)) return this.ledger.add(text);
    }
    return this.ledger.add(fallback);
  }

  private bind(templates: readonly EsTemplate[]): Template[] {
    return templates.map((template) => () => template(this.facts));
  }

  /** The slot's text among those the page can still say, recorded as said. */
  choose(slot: string, templates: readonly EsTemplate[], fallback: string): string {
    return this.ledger.add(choose(this.facts, `es:${slot}`, this.bind(templates), fallback, this.fits));
  }

  /** Up to `count` texts the page can still say, not recorded: the caller says what it uses. */
  chooseSeveral(slot: string, templates: readonly EsTemplate[], count: number): string[] {
    return chooseSeveral(this.facts, `es:${slot}`, this.bind(templates), count, this.fits);
  }

  /** Records and returns `text`, said whatever the ledger holds: a hand-written intro, the page's first words. */
  write(text: string): string {
    return this.ledger.add(text);
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
