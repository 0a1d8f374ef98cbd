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
