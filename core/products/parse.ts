import { DomHandler, Parser } from "htmlparser2";
import { imageSource, productAddresses } from "./rules";
import type { WorkBudget } from "./budget";

type Document = DomHandler["root"];

const CHUNK = 32 * 1024;

/**
 * Deepest element nesting kept. Real pages stay far below it (browsers cap at
 * 512); deeper tags are dropped with their matching end tags, so their content
 * lands in the deepest kept element. Without a cap, htmlparser2's tag stack
 * (an array it unshifts) costs O(depth²): 200,000 nested divs took 37 s.
 */
export const MAX_DEPTH = 256;

const LINK_HEADROOM = 8;

const VOID = new Set(["area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "image", "img", "input", "isindex", "keygen", "link", "meta", "param", "source", "track", "wbr"]);

/**
 * Builds the DOM only as far as the extractor needs it: parsing stops once more
 * than `limit` distinct products have begun, or when the budget runs out (the
 * DOM built so far is kept). Everything that decides the first `limit` cards
 * (their links, the siblings and enclosing cards searched for a price, which
 * stop at the next product link) precedes that point, so the result equals a
 * full parse, while a 2 MB page with products near its top costs a few
 * kilobytes of parsing.
 */
export function parseProductPrefix(html: string, base: URL, limit: number, budget?: WorkBudget): Document {
  const handler = new ProductCountingHandler(base, limit);
  const parser = new Parser(handler);
  capDepth(parser, MAX_DEPTH);
  for (let offset = 0; offset < html.length && !handler.enough; offset += CHUNK) {
    if (budget?.spent()) break;
    parser.write(html.slice(offset, offset + CHUNK));
  }
  parser.end();
  return handler.root;
}

/** The parts of htmlparser2 10's Parser that the depth cap reaches into (version pinned; tests cover it). */
type ParserInternals = {
  stack: string[];
  startIndex: number;
  endIndex: number;
  lowerCaseTagNames: boolean;
  emitOpenTag(name: string): void;
  getSlice(start: number, end: number): string;
  onclosetag(start: number, endIndex: number): void;
};

/**
 * Drops open tags past `maxDepth` and, by count per name, the end tags that
 * close them. The parser keeps no hook for this, so its two methods are
 * shadowed on the instance.
 */
function capDepth(parser: Parser, maxDepth: number): void {
  const internals = parser as unknown as ParserInternals;
  const emitOpenTag = internals.emitOpenTag.bind(parser);
  const onclosetag = internals.onclosetag.bind(parser);
  const dropped = new Map<string, number>();
  internals.emitOpenTag = (name) => {
    // Links get a little headroom: a product card at the cap must still hold its image.
    const cap = name === "a" ? maxDepth + LINK_HEADROOM : maxDepth;
    if (internals.stack.length >= cap && !VOID.has(name)) {
      dropped.set(name, (dropped.get(name) ?? 0) + 1);
      return;
    }
    emitOpenTag(name);
  };
  internals.onclosetag = (start, endIndex) => {
    if (dropped.size > 0) {
      let name = internals.getSlice(start, endIndex);
      if (internals.lowerCaseTagNames) name = name.toLowerCase();
      const count = dropped.get(name);
      if (count !== undefined) {
        if (count <= 1) dropped.delete(name);
        else dropped.set(name, count - 1);
        internals.endIndex = endIndex;
        internals.startIndex = endIndex + 1;
        return;
      }
    }
    onclosetag(start, endIndex);
  };
}

class ProductCountingHandler extends DomHandler {
  enough = false;
  private readonly seen = new Set<string>();
  private anchorDepth = 0;
  /** The outermost open link, until its first image has been judged. */
  private pendingHref: string | undefined | null = null;

  constructor(
    private readonly base: URL,
    private readonly limit: number,
  ) {
    super();
  }

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    super.onopentag(name, attribs);
    if (name === "a") {
      this.anchorDepth += 1;
      // Nested links are left uncounted: counting too few only parses more.
      this.pendingHref = this.anchorDepth === 1 ? (attribs.href ?? "") : null;
    } else if (name === "img" && this.pendingHref !== null) {
      const addresses = productAddresses(this.pendingHref, imageSource(attribs), this.base);
      this.pendingHref = null;
      if (addresses && !this.seen.has(addresses.url)) {
        this.seen.add(addresses.url);
        if (this.seen.size > this.limit) this.enough = true;
      }
    }
  }

  override onclosetag(): void {
    const closing = this.tagStack[this.tagStack.length - 1];
    if (closing && "name" in closing && closing.name === "a") {
      this.anchorDepth = Math.max(0, this.anchorDepth - 1);
      if (this.anchorDepth === 0) this.pendingHref = null;
    }
    super.onclosetag();
  }
}
