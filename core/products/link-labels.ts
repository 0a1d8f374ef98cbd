/**
 * Words a shop puts on a link or button, not a product's name: a card whose only text is
 * one of these has no name we can show (a "View Product" card tells a visitor nothing).
 * Whole title only, in any case: "Buy Now Bouquet" is a name.
 */
const LINK_LABELS = new Set(["view product", "shop now", "buy now", "learn more", "details", "order now"]);

export function isLinkLabel(title: string): boolean {
  return LINK_LABELS.has(title.toLowerCase());
}
