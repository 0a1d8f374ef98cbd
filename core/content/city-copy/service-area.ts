import { about, choose, type Template } from "./choose";
import { FAR_MILES, nearbyWithDistances, placeOf, type CityFacts } from "./facts";
import type { PageWriter } from "./page-writer";
import { nearestLargerTown, nearestLargerWithin, otherNearbyTowns } from "./towns-around";

const TITLES: readonly Template[] = [
  (f) => `Serving ${f.name} and Nearby Communities`,
  (f) => `Flower Delivery Around ${f.name}`,
  (f) => `The ${f.name} Delivery Area`,
  (f) => (f.county ? `Delivering Across ${f.county}` : undefined),
];

/** First sentence: always a distance when the town is placed on the map. */
const DISTANCES: readonly Template[] = [
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Besides ${f.name}, the same florists often deliver to ${nearbyWithDistances(nearby)}.` : undefined;
  },
  // Only a town within 40 miles is said to cover this one (Scottsbluff is not covered from North Platte, 159 miles away).
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `${f.name} orders are covered by florists in ${placeOf(f)} and around ${larger.name}, the nearest larger town, about ${larger.miles} miles ${larger.direction}.`,
    ),
  (f) => {
    const [first] = otherNearbyTowns(f);
    const larger = nearestLargerTown(f);
    return first && larger
      ? `The closest neighbour is ${first.name}, ${first.miles} miles ${first.direction}; ${larger.name}, the nearest larger town, is ${larger.miles} miles ${larger.direction}${larger.miles > FAR_MILES ? ", a long way off" : ""}.`
      : undefined;
  },
];

/** Second sentence: the population when known, otherwise other local context. */
const WITH_POPULATION: readonly Template[] = [
  (f) => (f.population ? `With about ${f.population} residents, ${f.name} is served by florists who know its streets and the country roads around it.` : undefined),
  (f) => (f.population ? `All ${f.population} or so residents of ${f.name} are inside the delivery area, in town and on the farms around it.` : undefined),
  (f) => (f.population ? `${f.name}, population about ${f.population}, is one of the ${f.townCount} Nebraska towns with a page on this site.` : undefined),
];

const WITHOUT_POPULATION: readonly Template[] = [
  (f) => (f.region ? `Delivery reaches every part of ${f.name} and the surrounding towns of ${f.region}.` : undefined),
  // Only where the list under it has towns in it.
  (f) => (f.around.length > 0 ? "Sending somewhere else in Nebraska? The towns below have pages of their own." : undefined),
  (f) => `Addresses around ${f.name} are delivered on the florist's local route, farms and acreages included.`,
];

export function serviceAreaText(page: PageWriter): { title: string; description: string } {
  const { facts } = page;
  const distance = page.choose("area-distance", DISTANCES, `Florists deliver throughout ${facts.name} and across ${placeOf(facts)}.`);
  const context = page.choose("area-context", facts.population ? WITH_POPULATION : WITHOUT_POPULATION, "");
  return {
    title: page.choose("area-title", TITLES, `Serving ${facts.name} and Nearby Communities`),
    description: context ? `${distance} ${context}` : distance,
  };
}

const SEO_DESCRIPTIONS: readonly Template[] = [
  (f) => `Same-day flower delivery in ${f.name}, NE from local florists serving ${placeOf(f)}. Order before about 2 PM ${f.zone} time.`,
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `Send flowers to ${f.name}, Nebraska: bouquets hand-delivered by florists near ${larger.name}. Birthday, sympathy and same-day options.`,
    ),
  (f) =>
    f.zipPhrase
      ? `Flower delivery in ${f.name}, NE (${f.zipPhrase}). Fresh bouquets from local florists, same day before the local cut-off.`
      : undefined,
  (f) => `Fresh flowers delivered in ${f.name}, ${placeOf(f)}, Nebraska. Local florists, hand delivery and same-day service in many cases.`,
];

/**
 * The default title (docs/product.md, "Town pages"); the description is data-driven and kept to
 * 50-160 characters. The head is not the page's text, so no ledger weighs it.
 */
export function defaultSeo(facts: CityFacts): { title: string; description: string } {
  const fitting = SEO_DESCRIPTIONS.map((template) => () => {
    const text = template(facts);
    return text && text.length >= 50 && text.length <= 160 ? text : undefined;
  });
  return {
    title: `${facts.name} Flower Delivery | Same Day Local Florists in ${facts.name}, NE | Fresh Bouquets`,
    description: choose(facts, "seo-description", fitting, `Flower delivery in ${facts.name}, Nebraska from local florists. Same-day delivery in many cases.`),
  };
}
