export type CarouselVariant = "featured" | "bestsellers";

/** Headings and subtitles of spec §2, by variant and whether a city is given. */
export function carouselText(variant: CarouselVariant, partnerName: string, city?: string) {
  if (variant === "bestsellers") {
    return city
      ? { title: `${city} Bestsellers`, subtitle: `Most loved bouquets by customers in ${city}, NE` }
      : { title: "Bestselling Arrangements", subtitle: `Customer favorites from ${partnerName}` };
  }
  return city
    ? { title: `Featured flowers in ${city}`, subtitle: `Premium selections for ${city}, NE` }
    : { title: "Featured Products", subtitle: `Hand-picked items from ${partnerName}` };
}

/** Skeleton cards while loading (spec §9), and how many products one carousel shows. */
export const CAROUSEL_SKELETONS = 8;
export const CAROUSEL_VISIBLE = 10;
