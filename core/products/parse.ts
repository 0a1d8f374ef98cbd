import { DomHandler, Parser } from "htmlparser2";
import { imageSource, productAddresses } from "./rules";

type Document = DomHandler["root"];

const CHUNK = 32 * 1024;

/**
 * Builds the DOM only as far as the extractor needs it: parsing stops once more
 * than `limit` distinct products have begun. Everything that decides the first
 * `limit` cards (their links, the siblings and enclosing cards searched for a
 * price, which stop at the next product link) precedes that point, so the result
 * equals a full parse, while a 2 MB page with products near its top costs a few
 * kilobytes of parsing.
 */
export function parseProductPrefix(html: string, base: URL, limit: number): Document {
  const handler = new ProductCountingHandler(base, limit);
  const parser = new Parser(handler);
  for (let offset = 0; offset < html.length && !handler.enough; offset += CHUNK) {
    parser.write(html.slice(offset, offset + CHUNK));
  }
  parser.end();
  return handler.root;
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
