import { about, type Template } from "./choose";
import { nearbyNames, nearbyWithDistances, placeOf } from "./facts";
import type { PageWriter } from "./page-writer";
import { nearestLargerWithin, otherNearbyTowns } from "./towns-around";

/**
 * The default florist-network paragraphs (docs/product.md, "Town pages") say (1) partners connect
 * visitors with Nebraska florists for local hand delivery, (2) nearby shops fill
 * orders for homes, offices, hospitals and hotels, (3) options can be compared
 * in one place. Each says it about this town.
 */
const CONNECT: readonly Template[] = [
  (f) =>
    `Our partners connect you with Nebraska florists who serve ${f.name} and the rest of ${placeOf(f)}, so your flowers are arranged close by and delivered by hand.`,
  (f) =>
    `Rather than shipping a box across the country, the partner networks we refer you to send each ${f.name} order to a Nebraska florist nearby for local hand delivery.`,
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `When you order for ${f.name}, the partner passes it to a Nebraska florist in the area, sometimes one based in or near ${larger.name}, who arranges and hand-delivers it.`,
    ),
  (f) =>
    f.region
      ? `The florist networks behind this page link ${f.name} with established shops across ${f.region}, and every order is delivered by hand, not by courier.`
      : undefined,
  (f) =>
    `We work with partner networks of local Nebraska florists. For ${f.name}, that means a real florist in ${placeOf(f)} makes your bouquet and brings it to the door.`,
];

const FULFIL: readonly Template[] = [
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Nearby shops fill orders for homes, offices, hospitals and hotels in ${f.name} and in ${nearbyWithDistances(nearby)}.` : undefined;
  },
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `Some ${f.name} deliveries are filled from ${larger.name}, about ${larger.miles} miles to the ${larger.direction}, where florists handle homes, offices, hospital rooms and hotel guests every day.`,
    ),
  (f) =>
    f.landmarks.length > 0
      ? `Local shops deliver to homes, offices, hospitals and hotels all over ${f.name}, including addresses near ${f.landmarks[0]}.`
      : undefined,
  (f) =>
    f.population
      ? `In a community of about ${f.population} people, the nearest florist knows the streets; shops close by fill orders for homes, offices, hospitals and hotels alike.`
      : undefined,
  (f) =>
    f.county
      ? `Whether the address is a house, an office, a hospital or a hotel in ${f.county}, a nearby shop fills the order and delivers it personally.`
      : undefined,
  (f) =>
    `From family homes to offices, hospitals and hotels, florists close to ${f.name} fill and deliver orders across ${placeOf(f)}.`,
];

const COMPARE: readonly Template[] = [
  (f) => `Compare arrangements and prices for ${f.name} in one place here, then finish the order with the partner, who handles payment and delivery.`,
  (f) =>
    `Browse bouquets side by side and check out with the partner; from there the partner and its ${placeOf(f)} florists look after your order.`,
  (f) => `Everything for a delivery in ${f.name} is in one place: occasions, styles and prices, with checkout and support handled by the partner marketplace.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length > 0 ? `Sending to ${f.name} and to ${nearbyNames(nearby, 1)} as well? Compare the options for both in one place before you order with the partner.` : undefined;
  },
];

export function defaultFloristParagraphs(page: PageWriter): string[] {
  const { name } = page.facts;
  return [
    page.choose("network-connect", CONNECT, `Our partners connect you with Nebraska florists who deliver by hand in ${name}.`),
    page.choose("network-fulfil", FULFIL, `Nearby shops fill orders for homes, offices, hospitals and hotels in ${name}.`),
    page.choose("network-compare", COMPARE, `Compare options for ${name} in one place, then order with the partner.`),
  ];
}
