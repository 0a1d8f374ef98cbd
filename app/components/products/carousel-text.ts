export type CarouselVariant = "featured" | "bestsellers";

/** Carousel headings and subtitles (docs/product.md, "Products"), by variant and whether a town is given. */
export function carouselText(variant: CarouselVariant, partnerName: string, city?: string) {
  if (variant === "bestsellers") {
    return city
      ? // The products are the partner's statewide list: the copy must not say they are this town's favourites.
        { title: `Bestsellers to Send to ${city}`, subtitle: `${partnerName}'s best-selling bouquets, delivered in ${city}, NE by a local florist` }
      : { title: "Bestselling Arrangements", subtitle: `Customer favorites from ${partnerName}` };
  }
  return city
    ? { title: `Featured flowers for ${city}`, subtitle: `Hand-picked by ${partnerName} for delivery across Nebraska, ${city} included` }
    : { title: "Featured Products", subtitle: `Hand-picked items from ${partnerName}` };
}

/** Skeleton cards while loading, and how many products one carousel shows (docs/product.md, "Products"). */
export const CAROUSEL_SKELETONS = 8;
export const CAROUSEL_VISIBLE = 10;

/**
 * One carousel's products: CAROUSEL_VISIBLE from `offset` on (bestsellers start at 10 of
 * the 20); a short list wraps, so both carousels of a town page still show products.
 */
export function carouselProducts<T>(all: readonly T[], offset = 0): T[] {
  const shifted = all.length > offset ? [...all.slice(offset), ...all.slice(0, offset)] : [...all];
  return shifted.slice(0, CAROUSEL_VISIBLE);
}
