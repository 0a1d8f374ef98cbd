import { getAttributeValue, isTag, isText } from "domutils";
import { PAGE_BUDGET, WorkBudget, type BudgetCut } from "./budget";
import { parseProductPrefix } from "./parse";
import { imageSource, productAddresses } from "./rules";
import { productName } from "./safety";
import { centsInText, PRICE_IN_TEXT } from "./price";
import type { ProductCard } from "./schema";

// domhandler is htmlparser2's own dependency; take its node types from domutils
// rather than importing a package we do not declare.
type AnyNode = Parameters<typeof isTag>[0];
type Element = Parameters<typeof getAttributeValue>[0];

const PRICE_GLOBAL = new RegExp(PRICE_IN_TEXT.source, "g");
/** Text never shown to a visitor, so never a price or a title. */
const HIDDEN_TEXT = new Set(["script", "style", "template", "noscript"]);
/** How far up the tree a price may be looked for ("a parent card"). */
const PRICE_ANCESTOR_LEVELS = 3;
/** Bounds the text read per search so a huge page stays linear. */
const TEXT_BUDGET = 2_000;

type ExtractOptions = {
  /** Most products returned: 50 on the carousel path, 24 on the category path. */
  limit: number;
  /** Work allowed on this page; PAGE_BUDGET when absent. */
  budget?: WorkBudget;
};

/**
 * The products, and whether the page was read to the end (false: the budget ran out
 * first, `cut` says which part of it).
 */
export type ExtractReport = { products: ProductCard[]; complete: true } | { products: ProductCard[]; complete: false; cut: BudgetCut };

/** Thrown by a walk when the page's budget is spent; caught by extractProductsReport. */
class BudgetSpent extends Error {}

/**
 * Product cards from a partner page, in page order (docs/product.md): links that hold an
 * image and a product-like address, chrome images and duplicates dropped,
 * addresses absolute, only http(s).
 */
export function extractProducts(html: string, pageUrl: string, options: ExtractOptions): ProductCard[] {
  return extractProductsReport(html, pageUrl, options).products;
}

/**
 * extractProducts with its bound made visible: every walk is iterative and
 * counted against the budget, so no page (200,000 nested elements, a million
 * siblings) costs more than the budget; the cards found before it ran out are kept.
 */
export function extractProductsReport(html: string, pageUrl: string, options: ExtractOptions): ExtractReport {
  const products: ProductCard[] = [];
  if (options.limit <= 0) return { products, complete: true };
  let base: URL;
  try {
    base = new URL(pageUrl);
  } catch {
    return { products, complete: true };
  }
  const budget = options.budget ?? new WorkBudget(PAGE_BUDGET.maxSteps, PAGE_BUDGET.maxMs);
  const document = parseProductPrefix(html, base, options.limit, budget);
  if (budget.spent()) return { products, complete: false, cut: budget.cut ?? "clock" };
  const seen = new Set<string>();
  const walk = new Walk(budget);
  try {
    walk.each(document.children, (anchor) => {
      if (anchor.name !== "a") return false;
      const rawHref = getAttributeValue(anchor, "href")?.trim();
      if (!rawHref) return false;
      const image = walk.find(anchor.children, (element) => element.name === "img");
      if (!image) return false;
      const addresses = productAddresses(rawHref, imageSource(image.attribs), base);
      if (!addresses || seen.has(addresses.url)) return false;
      seen.add(addresses.url);
      // A card with no name but a link label is no product we can show.
      const title = findTitle(walk, anchor, image);
      if (!title) return false;
      const priceCents = findPrice(walk, anchor, rawHref);
      products.push({
        title,
        ...(priceCents !== undefined ? { priceCents } : {}),
        image: addresses.image,
        url: addresses.url,
      });
      return products.length >= options.limit;
    });
  } catch (error) {
    if (error instanceof BudgetSpent) return { products, complete: false, cut: budget.cut ?? "clock" };
    throw error;
  }
  return { products, complete: true };
}

/** Iterative pre-order walks (no recursion: nesting depth is the page's choice), each step paid from the budget. */
class Walk {
  constructor(private readonly budget: WorkBudget) {}

  private pay(n = 1): void {
    if (!this.budget.take(n)) throw new BudgetSpent();
  }

  /** Calls `visit` on every element in document order until it returns true. */
  each(nodes: readonly AnyNode[], visit: (element: Element) => boolean): void {
    const stack: AnyNode[] = [];
    for (let index = nodes.length - 1; index >= 0; index -= 1) stack.push(nodes[index] as AnyNode);
    this.pay(nodes.length);
    while (stack.length > 0) {
      const node = stack.pop() as AnyNode;
      this.pay();
      if (!isTag(node)) continue;
      if (visit(node)) return;
      const { children } = node;
      this.pay(children.length);
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index] as AnyNode);
    }
  }

  /** The first element (document order) matching `test`, or null. */
  find(nodes: readonly AnyNode[], test: (element: Element) => boolean): Element | null {
    let found: Element | null = null;
    this.each(nodes, (element) => {
      if (!test(element)) return false;
      found = element;
      return true;
    });
    return found;
  }

  /** Concatenated text of the nodes (script and style skipped), stopping near `limit` characters. */
  text(nodes: readonly AnyNode[], limit: number): string {
    let text = "";
    const stack: AnyNode[] = [];
    for (let index = nodes.length - 1; index >= 0; index -= 1) stack.push(nodes[index] as AnyNode);
    this.pay(nodes.length);
    while (stack.length > 0 && text.length < limit) {
      const node = stack.pop() as AnyNode;
      this.pay();
      if (isText(node)) {
        text += node.data.slice(0, limit);
      } else if (isTag(node)) {
        if (HIDDEN_TEXT.has(node.name)) continue;
        // Block-level boundaries become spaces so "Roses</div><div>$5" stays two words.
        text += " ";
        this.pay(node.children.length);
        for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as AnyNode);
      }
    }
    return text;
  }
}

function findTitle(walk: Walk, anchor: Element, image: Element): string | undefined {
  const candidates = [
    getAttributeValue(image, "alt"),
    getAttributeValue(anchor, "title"),
    walk.text(anchor.children, TEXT_BUDGET).replace(PRICE_GLOBAL, ""),
  ];
  for (const candidate of candidates) {
    const title = productName(candidate);
    if (title) return title;
  }
  return undefined;
}

/**
 * The first dollar amount in the link's own text, then in the siblings that
 * follow it up to the next product link, then in up to three enclosing
 * elements that hold no other product (so a grid never lends a neighbour's price).
 */
function findPrice(walk: Walk, anchor: Element, href: string): number | undefined {
  // The first amount found is the card's, even $0 (which the safety rule then leaves off).
  const own = centsInText(walk.text(anchor.children, TEXT_BUDGET));
  if (own !== undefined) return own;
  const following: AnyNode[] = [];
  let followingText = 0;
  for (let node = anchor.next; node; node = node.next) {
    if (isTag(node) && holdsOtherProduct(walk, node, anchor, href)) break;
    following.push(node);
    // Text past the budget is never read: stop collecting siblings there too.
    followingText += isText(node) ? node.data.length : isTag(node) && HIDDEN_TEXT.has(node.name) ? 0 : 1;
    if (followingText > TEXT_BUDGET) break;
  }
  const fromSiblings = centsInText(walk.text(following, TEXT_BUDGET));
  if (fromSiblings !== undefined) return fromSiblings;
  let ancestor = anchor.parent;
  for (let level = 0; level < PRICE_ANCESTOR_LEVELS && ancestor && isTag(ancestor); level += 1) {
    if (holdsOtherProduct(walk, ancestor, anchor, href)) return undefined;
    const price = centsInText(walk.text(ancestor.children, TEXT_BUDGET));
    if (price !== undefined) return price;
    ancestor = ancestor.parent;
  }
  return undefined;
}

function holdsOtherProduct(walk: Walk, root: Element, anchor: Element, href: string): boolean {
  const isOther = (element: Element) =>
    element !== anchor &&
    element.name === "a" &&
    getAttributeValue(element, "href")?.trim() !== href &&
    walk.find(element.children, (child) => child.name === "img") !== null;
  return isOther(root) || walk.find(root.children, isOther) !== null;
}
