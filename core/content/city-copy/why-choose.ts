import { about, type Template } from "./choose";
import { nearbyNames, placeOf } from "./facts";
import { PLACE_FACTS } from "./hero";
import type { PageWriter } from "./page-writer";
import { nearestHubCity, nearestLargerTown, nearestLargerWithin, otherNearbyTowns } from "./towns-around";

const TITLES: readonly Template[] = [
  (f) => `Why Choose Local Florists in ${f.name}?`,
  (f) => `Why Order ${f.name} Flowers Through Us?`,
  (f) => `Why Send Flowers to ${f.name} This Way?`,
  (f) => `The Local Way to Send Flowers in ${f.name}`,
];

const SUBTITLES: readonly Template[] = [
  (f) => `Hand-arranged by florists who know ${placeOf(f)}.`,
  () => `Fresh flowers, local delivery and same-day options most days of the week.`,
  (f) => about(nearestLargerWithin(f, 30), (larger) => `Delivered from nearby, not shipped from far away: ${larger.name} is only ${larger.miles} miles off.`),
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
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Pick an arrangement, add a card message and any notes on colours or allergies, and the partner sends it to a florist serving ${f.name}, ${nearbyNames(nearby, 2)}.` : undefined;
  },
  (f) =>
    about(nearestLargerTown(f), (larger) =>
      `Orders for ${f.name} are filled by a florist in town or close by, sometimes in ${larger.name}, ${larger.miles} miles ${larger.direction}. The partner handles checkout and sends the status updates.`,
    ),
  (f) =>
    `Checkout, payment and customer support are handled by the partner, and a florist in ${placeOf(f)} does the arranging and the driving.`,
];

/** Where the county seat and the nearest city of 10,000+ lie, for a sender judging the distances. */
function withDistances(page: PageWriter, paragraph: string): string {
  const { facts } = page;
  const hubCity = nearestHubCity(facts);
  const hubIsSeat = hubCity !== undefined && facts.seat?.name === hubCity.name;
  const seat =
    facts.seat && !facts.seat.self
      ? `the county seat, ${facts.seat.name},${hubIsSeat && facts.populationValue < 10_000 ? " the nearest city of 10,000 or more people," : ""} is ${facts.seat.miles} miles ${facts.seat.direction}`
      : undefined;
  const hub = hubCity && facts.populationValue < 10_000 && !hubIsSeat ? `${hubCity.name} is ${hubCity.miles} miles ${hubCity.direction}` : undefined;
  const parts = [seat, hub].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return paragraph;
  const sentence = page.say(`From ${facts.name}, ${parts.join(" and ")}.`);
  return sentence ? `${paragraph} ${sentence}` : paragraph;
}

export function defaultWhyChoose(page: PageWriter): { title: string; subtitle: string; paragraphs: string[] } {
  const { name } = page.facts;
  const title = page.choose("why-title", TITLES, `Why Choose Local Florists in ${name}?`);
  const subtitle = page.choose("why-subtitle", SUBTITLES, `Fresh, local flower delivery in ${name}.`);
  const lead = page.choose("why-lead", LOCAL_LEADS, `Local florists know ${name}.`);
  // A place fact the hero did not use (the ledger refuses a sentence already said).
  const extra = page.say(page.chooseSeveral("why-facts", PLACE_FACTS, 1)[0]);
  return {
    title,
    subtitle,
    paragraphs: [
      extra ? `${lead} ${extra}` : lead,
      withDistances(page, page.choose("why-how", HOW_IT_WORKS, `Order before the local cut-off for same-day delivery in ${name}.`)),
    ],
  };
}
