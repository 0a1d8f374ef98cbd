/** docs/product.md texts for a search with no suggestion. The header and the hero word them differently. */
export type SearchVariant = "header" | "hero";

/** `input` is shown trimmed, as it was matched. */
export function noMatchText(input: string, variant: SearchVariant): string {
  const text = input.trim();
  return variant === "header" ? `No cities found for "${text}"` : `No matches for "${text}"`;
}

export const NO_MATCH_HINTS = {
  header: "Try searching by city name or zip code",
  hero: "Try searching by city name or ZIP",
} as const satisfies Record<SearchVariant, string>;

export function noMatchHint(variant: SearchVariant): string {
  return NO_MATCH_HINTS[variant];
}

export const ANYWHERE_BUTTON_TEXT = "Flower Delivery for anywhere in Nebraska";
