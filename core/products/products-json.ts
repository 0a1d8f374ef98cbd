import { centsOfPrice, isBelievablePrice } from "./price";
import { priceText } from "./price-text";
import type { DeliveredPrice, ProductCard, ProductCardJson, ProductsJson, ProductsResponse } from "./schema";

/**
 * The edge between the site's cards (money in cents) and GET /api/products's JSON (money as
 * "$49.99", the spec's "Product card"; docs/decisions/0065). The server writes with
 * `productsJson`; the browser reads the body, and its own stored copy of one, back with
 * `productsOfJson`, so a copy kept before cents were held reads as it always did.
 */

// The JSON is one for both editions; its dollars are written as English writes them.
const write = (cents: number) => priceText(cents, "en");

/** A card as the API writes it; its fields in the order the API has always written them. */
function cardJson(card: ProductCard): ProductCardJson {
  const { title, image, url, code, description, size, priceCents, delivered } = card;
  return {
    title,
    image,
    url,
    ...(code !== undefined ? { code } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(size !== undefined ? { size } : {}),
    ...(priceCents !== undefined ? { price: write(priceCents) } : {}),
    ...(delivered
      ? { delivered: { zip: delivered.zip, charge: write(delivered.chargeCents), tax: write(delivered.taxCents), total: write(delivered.totalCents), pricedAt: delivered.pricedAt } }
      : {}),
  };
}

export function productsJson(answer: ProductsResponse): ProductsJson {
  return { ...answer, products: answer.products.map(cardJson) };
}

/** The delivered figures read back, or undefined when any is not a written price: a part is never shown alone. */
function deliveredOfJson(delivered: NonNullable<ProductCardJson["delivered"]>): DeliveredPrice | undefined {
  const chargeCents = centsOfPrice(delivered.charge);
  const taxCents = centsOfPrice(delivered.tax);
  const totalCents = centsOfPrice(delivered.total);
  if (chargeCents === undefined || taxCents === undefined || totalCents === undefined) return undefined;
  return { zip: delivered.zip, chargeCents, taxCents, totalCents, pricedAt: delivered.pricedAt };
}

/** A card of the API's JSON as the site holds it; a price that is not one, or not believable, is left off. */
function cardOfJson(card: ProductCardJson): ProductCard {
  const { price, delivered, ...rest } = card;
  const priceCents = centsOfPrice(price);
  const deliveredPrice = delivered && deliveredOfJson(delivered);
  return {
    ...rest,
    ...(priceCents !== undefined && isBelievablePrice(priceCents) ? { priceCents } : {}),
    ...(deliveredPrice ? { delivered: deliveredPrice } : {}),
  };
}

export function productsOfJson(json: ProductsJson): ProductsResponse {
  return { ...json, products: json.products.map(cardOfJson) };
}
