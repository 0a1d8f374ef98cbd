import type { DeliveredPrice, ProductCard } from "./schema";
import type { Facility } from "../care/types";

/**
 * What a town's care list shows of prices (issue 49, item 3): one product, the first of the
 * town page's list, with the partner's delivered total to each ZIP where the partner gave one.
 * A ZIP without a figure (the crawler has no totals, the partner failed, or its answer is not in
 * yet) is simply absent: the page then says the charge and tax come at checkout.
 */
export type CareListPrices = {
  product: { title: string; priceCents: number; url: string };
  /** By ZIP: the partner's delivered total for that product, charge and tax as it gave them. */
  byZip: Record<string, DeliveredPrice>;
};

/** The ZIPs a town's list is priced to: those of the places we suggest flowers for, each once, in the list's order. */
export function listZips(list: readonly Facility[]): string[] {
  return [...new Set(list.filter((facility) => facility.flowers).map((facility) => facility.zip))];
}

/**
 * The list's prices from the same cards priced to each ZIP (ProductsService.price, the same
 * delivered-price code the town and hospital pages use): the first card's delivered total per
 * ZIP. Null when there is no first card with a list price to name.
 */
export function careListPrices(pricedByZip: readonly (readonly [string, readonly ProductCard[]])[]): CareListPrices | null {
  const first = pricedByZip.map(([, cards]) => cards[0]).find((card) => card !== undefined);
  if (first?.priceCents === undefined) return null;
  const byZip: Record<string, DeliveredPrice> = {};
  for (const [zip, cards] of pricedByZip) {
    const card = cards[0];
    // The same product, priced to this ZIP by the partner, or nothing.
    if (card && card.url === first.url && card.delivered?.zip === zip) byZip[zip] = card.delivered;
  }
  return { product: { title: first.title, priceCents: first.priceCents, url: first.url }, byZip };
}
