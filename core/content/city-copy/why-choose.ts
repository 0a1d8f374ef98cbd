import { choose, chooseSeveral, say, type Template } from "./choose";
import { nearbyNames, placeOf, type CityFacts } from "./facts";
import { PLACE_FACTS } from "./hero";

const TITLES: readonly Template[] = [
  (f) => `Why Choose Local Florists in ${f.name}?`,
  (f) => `Why Order ${f.name} Flowers Through Us?`,
  (f) => `Why Send Flowers to ${f.name} This Way?`,
  (f) => `The Local Way to Send Flowers in ${f.name}`,
];

const SUBTITLES: readonly Template[] = [
  (f) => `Hand-arranged by florists who know ${placeOf(f)}.`,
  () => `Fresh flowers, local delivery and same-day options most days of the week.`,
  (f) => (f.nearest && f.nearest.miles <= 30 ? `Delivered from nearby, not shipped from far away: ${f.nearest.name} is only ${f.nearest.miles} miles off.` : undefined),
  (f) => `A referral service for ${f.name}: compare here, order with our partner.`,
];

/** First paragraph: why a local florist suits this town. */
const LOCAL_LEADS: readonly Template[] = [
  (f) => `A florist who delivers in ${placeOf(f)} knows the roads, the churches and the care homes, so a bouquet for ${f.name} reaches the right door the first time.`,
  (f) => `Flowers travel badly. A florist close to ${f.name} arranges them the day they are delivered, which is why they look fresher and last longer.`,
  (f) =>
    f.communityType === "rural" || !f.population || f.populationValue < 5000
      ? `In ${f.name} the florist may well know the recipient, and a bouquet at the door still means a lot.`
      : `${f.name} is big enough to keep several florists busy and small enough that they know its neighbourhoods well.`,
  (f) => `Nebraska weather is hard on flowers; a local driver bringing your ${f.name} order a short distance keeps it out of the cold and the heat.`,
];

/** Second paragraph: how ordering works, with the town's cut-off and neighbours. */
const HOW_IT_WORKS: readonly Template[] = [
  (f) =>
    `The partner marketplace takes your order and a nearby florist arranges and delivers it, so a ${f.name} bouquet travels a few miles, not a few states.`,
  (f) =>
    f.nearby.length >= 2
      ? `Pick an arrangement, add a card message and any notes on colours or allergies, and the partner sends it to a florist serving ${f.name}, ${nearbyNames(f.nearby, 2)}.`
      : undefined,
  (f) =>
    f.nearest
      ? `Orders for ${f.name} are filled by a florist in town or close by, sometimes in ${f.nearest.name}, ${f.nearest.miles} miles ${f.nearest.direction}. The partner handles checkout and sends the status updates.`
      : undefined,
  (f) =>
    `Checkout, payment and customer support are handled by the partner, and a florist in ${placeOf(f)} does the arranging and the driving.`,
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
  const sentence = say(facts, `From ${facts.name}, ${parts.join(" and ")}.`);
  return sentence ? `${paragraph} ${sentence}` : paragraph;
}

export function defaultWhyChoose(facts: CityFacts): { title: string; subtitle: string; paragraphs: string[] } {
  const title = choose(facts, "why-title", TITLES, `Why Choose Local Florists in ${facts.name}?`);
  const subtitle = choose(facts, "why-subtitle", SUBTITLES, `Fresh, local flower delivery in ${facts.name}.`);
  const lead = choose(facts, "why-lead", LOCAL_LEADS, `Local florists know ${facts.name}.`);
  // A place fact the hero did not use (the ledger refuses a sentence already said).
  const extra = say(facts, chooseSeveral(facts, "why-facts", PLACE_FACTS, 1)[0]);
  return {
    title,
    subtitle,
    paragraphs: [
      extra ? `${lead} ${extra}` : lead,
      withDistances(facts, choose(facts, "why-how", HOW_IT_WORKS, `Order before the local cut-off for same-day delivery in ${facts.name}.`)),
    ],
  };
}
