import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";

export type CarouselVariant = "featured" | "bestsellers";

/** Carousel headings and subtitles (docs/product.md, "Products"), by variant and whether a town is given. */
export function carouselText(variant: CarouselVariant, partnerName: string, city: string | undefined, locale: Locale) {
  if (locale === "es") return spanishCarouselText(variant, partnerName, city);
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

/** The same headings in Spanish: the products are the partner's statewide list here too. */
function spanishCarouselText(variant: CarouselVariant, partnerName: string, city?: string) {
  if (variant === "bestsellers") {
    return city
      ? { title: `Los más vendidos para enviar a ${city}`, subtitle: `Los ${GLOSSARY.bouquets} más vendidos de ${partnerName}, entregados en ${city}, NE por una ${GLOSSARY.localFlorist}` }
      : { title: `Los ${GLOSSARY.arrangements} más vendidos`, subtitle: `Los favoritos de los clientes de ${partnerName}` };
  }
  return city
    ? { title: `Flores destacadas para ${city}`, subtitle: `Elegidas por ${partnerName} para entregar en todo Nebraska, ${city} incluida` }
    : { title: "Flores destacadas", subtitle: `Elegidas por ${partnerName}` };
}

/** Skeleton cards while loading, and how many products one carousel shows (docs/product.md, "Products"). */
export const CAROUSEL_SKELETONS = 8;
const CAROUSEL_VISIBLE = 10;

/**
 * One carousel's products: CAROUSEL_VISIBLE from `offset` on (bestsellers start at 10 of
 * the 20); a short list wraps, so both carousels of a town page still show products.
 */
export function carouselProducts<T>(all: readonly T[], offset = 0): T[] {
  const shifted = all.length > offset ? [...all.slice(offset), ...all.slice(0, offset)] : [...all];
  return shifted.slice(0, CAROUSEL_VISIBLE);
}
