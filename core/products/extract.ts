import { findAll, findOne, getAttributeValue, isTag, isText } from "domutils";
import { parseProductPrefix } from "./parse";
import { imageSource, productAddresses } from "./rules";
import { DEFAULT_PRODUCT_TITLE, type ProductCard } from "./types";

// domhandler is htmlparser2's own dependency; take its node types from domutils
// rather than importing a package we do not declare.
type AnyNode = Parameters<typeof isTag>[0];
type Element = Parameters<typeof getAttributeValue>[0];

const PRICE = /\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)/;
const PRICE_GLOBAL = new RegExp(PRICE.source, "g");
/** Text never shown to a visitor, so never a price or a title. */
const HIDDEN_TEXT = new Set(["script", "style", "template", "noscript"]);
/** How far up the tree a price may be looked for ("a parent card"). */
const PRICE_ANCESTOR_LEVELS = 3;
/** Bounds the text read per search so a huge page stays linear. */
const TEXT_BUDGET = 2_000;
const TITLE_MAX = 200;

export type ExtractOptions = {
  /** Most products returned: 50 on the carousel path, 24 on the category path. */
  limit: number;
};

/**
 * Product cards from a partner page, in page order (spec §5): links that hold an
 * image and a product-like address, chrome images and duplicates dropped,
 * addresses absolute, only http(s).
 */
export function extractProducts(html: string, pageUrl: string, options: ExtractOptions): ProductCard[] {
  const products: ProductCard[] = [];
  if (options.limit <= 0) return products;
  let base: URL;
  try {
    base = new URL(pageUrl);
  } catch {
    return products;
  }
  const document = parseProductPrefix(html, base, options.limit);
  const anchors = findAll((element) => element.name === "a", document.children);
  const seen = new Set<string>();

  for (const anchor of anchors) {
    const rawHref = getAttributeValue(anchor, "href")?.trim();
    if (!rawHref) continue;
    const image = findOne((element) => element.name === "img", anchor.children);
    if (!image) continue;
    const addresses = productAddresses(rawHref, imageSource(image.attribs), base);
    if (!addresses || seen.has(addresses.url)) continue;
    seen.add(addresses.url);

    const price = findPrice(anchor, rawHref);
    products.push({
      title: findTitle(anchor, image),
      ...(price ? { price } : {}),
      image: addresses.image,
      url: addresses.url,
    });
    if (products.length >= options.limit) break;
  }
  return products;
}

function findTitle(anchor: Element, image: Element): string {
  const candidates = [
    getAttributeValue(image, "alt"),
    getAttributeValue(anchor, "title"),
    visibleText(anchor.children, TEXT_BUDGET).replace(PRICE_GLOBAL, ""),
  ];
  for (const candidate of candidates) {
    const title = candidate?.replace(/\s+/g, " ").trim();
    if (title) return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
  }
  return DEFAULT_PRODUCT_TITLE;
}

/**
 * The first dollar amount in the link's own text, then in the siblings that
 * follow it up to the next product link, then in up to three enclosing
 * elements that hold no other product (so a grid never lends a neighbour's price).
 */
function findPrice(anchor: Element, href: string): string | undefined {
  const own = matchPrice(visibleText(anchor.children, TEXT_BUDGET));
  if (own) return own;

  const following: AnyNode[] = [];
  for (let node = anchor.next; node; node = node.next) {
    if (isTag(node) && holdsOtherProduct(node, anchor, href)) break;
    following.push(node);
  }
  const fromSiblings = matchPrice(visibleText(following, TEXT_BUDGET));
  if (fromSiblings) return fromSiblings;

  let ancestor = anchor.parent;
  for (let level = 0; level < PRICE_ANCESTOR_LEVELS && ancestor && isTag(ancestor); level += 1) {
    if (holdsOtherProduct(ancestor, anchor, href)) return undefined;
    const price = matchPrice(visibleText(ancestor.children, TEXT_BUDGET));
    if (price) return price;
    ancestor = ancestor.parent;
  }
  return undefined;
}

function holdsOtherProduct(root: Element, anchor: Element, href: string): boolean {
  const isOther = (element: Element) =>
    element !== anchor &&
    element.name === "a" &&
    getAttributeValue(element, "href")?.trim() !== href &&
    findOne((child) => child.name === "img", element.children) !== null;
  return isOther(root) || findOne(isOther, root.children) !== null;
}

function matchPrice(text: string): string | undefined {
  const match = PRICE.exec(text);
  return match ? `$${match[1]}` : undefined;
}

/** Concatenated text of the nodes (script and style skipped), stopping near `budget` characters. */
function visibleText(nodes: readonly AnyNode[], budget: number): string {
  let text = "";
  const stack: AnyNode[] = [...nodes].reverse();
  while (stack.length > 0 && text.length < budget) {
    const node = stack.pop() as AnyNode;
    if (isText(node)) {
      text += node.data;
    } else if (isTag(node)) {
      if (HIDDEN_TEXT.has(node.name)) continue;
      // Block-level boundaries become spaces so "Roses</div><div>$5" stays two words.
      text += " ";
      for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as AnyNode);
    }
  }
  return text;
}
