import { choose, chooseSeveral, type Template } from "./choose";
import { nearbyNames, placeOf, type CityFacts } from "./facts";
import { PLACE_FACTS, heroFacts } from "./hero";

const TITLES: readonly Template[] = [
  (f) => `Why Choose Local Florists in ${f.name}?`,
  (f) => `Why Order ${f.name} Flowers Through Us?`,
  (f) => `Why Send Flowers to ${f.name} This Way?`,
  (f) => `The Local Way to Send Flowers in ${f.name}`,
];

const SUBTITLES: readonly Template[] = [
  (f) => `Hand-arranged by florists who know ${placeOf(f)}.`,
  (f) => `Fresh flowers, local delivery and same-day options before about 2 PM ${f.zone} time.`,
  (f) => (f.nearest && f.nearest.miles <= 30 ? `Delivered from nearby, not shipped from far away: ${f.nearest.name} is only ${f.nearest.miles} miles off.` : undefined),
  (f) => `A referral service for ${f.name}: compare here, order with our partner.`,
];

/** First paragraph: why a local florist suits this town. */
const LOCAL_LEADS: readonly Template[] = [
  (f) => `A florist who delivers in ${placeOf(f)} knows the roads, the churches and the care homes, so a bouquet for ${f.name} reaches the right door the first time.`,
  (f) => `Flowers travel badly. A florist close to ${f.name} arranges them the day they are delivered, which is why they look fresher and last longer.`,
  (f) =>
    f.communityType === "rural" || !f.population || f.populationValue < 5000
      ? `${f.name} is the kind of place where the florist may know the recipient, and where a hand-delivered bouquet still means a lot.`
      : `${f.name} is big enough to keep several florists busy and small enough that they know its neighbourhoods well.`,
  (f) => `Nebraska weather is hard on flowers; a local driver bringing your ${f.name} order a short distance keeps it out of the cold and the heat.`,
];

/** Second paragraph: how ordering works, with the town's cut-off and neighbours. */
const HOW_IT_WORKS: readonly Template[] = [
  (f) =>
    `We are a referral site: the partner marketplace takes your order and a nearby florist arranges and delivers it. Order before the local cut-off, often around 2 PM ${f.zone} time, for same-day delivery in ${f.name}.`,
  (f) =>
    f.nearby.length >= 2
      ? `Pick an arrangement, add a card message and any notes on colours or allergies, and the partner sends it to a florist serving ${f.name}, ${nearbyNames(f.nearby, 2)}. Orders before about 2 PM ${f.zone} time can often arrive the same day.`
      : undefined,
  (f) =>
    f.nearest
      ? `Orders for ${f.name} are filled by a florist in town or close by, sometimes in ${f.nearest.name}, ${f.nearest.miles} miles ${f.nearest.direction}. The partner handles checkout and updates, and same-day delivery is often possible before about 2 PM ${f.zone} time.`
      : undefined,
  (f) =>
    `Checkout, payment and customer support are handled by the partner, and a florist in ${placeOf(f)} does the arranging and the driving. Get the order in before about 2 PM ${f.zone} time for same-day delivery in most cases.`,
];

/** Where the county seat and the nearest city of 10,000+ lie, for a sender judging the distances. */
function withDistances(facts: CityFacts, paragraph: string): string {
  const hubIsSeat = facts.hub !== undefined && facts.seat?.name === facts.hub.name;
  const seat =
    facts.seat && !facts.seat.self
      ? `the county seat, ${facts.seat.name},${hubIsSeat && facts.populationValue < 10_000 ? " the nearest city of 10,000 or more people," : ""} is ${facts.seat.miles} miles ${facts.seat.direction}`
      : undefined;
  const hub = facts.hub && facts.populationValue < 10_000 && !hubIsSeat ? `${facts.hub.name} is ${facts.hub.miles} miles ${facts.hub.direction}` : undefined;
  const parts = [seat, hub].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return paragraph;
  const sentence = parts.join(" and ");
  return `${paragraph} From ${facts.name}, ${sentence}.`;
}

export function defaultWhyChoose(facts: CityFacts): { title: string; subtitle: string; paragraphs: string[] } {
  // Facts not already used by the hero, so the two sections say different things.
  const used = new Set(heroFacts(facts));
  const extra = chooseSeveral(facts, "why-facts", PLACE_FACTS, 4).filter((text) => !used.has(text))[0];
  const lead = choose(facts, "why-lead", LOCAL_LEADS, `Local florists know ${facts.name}.`);
  return {
    title: choose(facts, "why-title", TITLES, `Why Choose Local Florists in ${facts.name}?`),
    subtitle: choose(facts, "why-subtitle", SUBTITLES, `Fresh, local flower delivery in ${facts.name}.`),
    paragraphs: [
      extra ? `${lead} ${extra}` : lead,
      withDistances(facts, choose(facts, "why-how", HOW_IT_WORKS, `Order before the local cut-off for same-day delivery in ${facts.name}.`)),
    ],
  };
}
