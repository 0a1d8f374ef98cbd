import type { FaqEntry } from "../types";
import { about, type Template } from "./choose";
import { nearbyNames, nearbyWithDistances, placeOf } from "./facts";
import type { PageWriter } from "./page-writer";
import { nearestLargerWithin, otherNearbyTowns, zoneLineTown } from "./towns-around";

/** Said wherever copy promises same-day delivery: the partner does not deliver on Sundays or on some holidays. */
export const NO_DELIVERY_DAYS = "There are no deliveries on Sundays or on some holidays.";

const TITLES: readonly Template[] = [
  (f) => `${f.name} Flower Delivery FAQ`,
  (f) => `Questions About Sending Flowers to ${f.name}`,
  (f) => `Frequently Asked Questions: ${f.name}`,
  (f) => `Flower Delivery in ${f.name}: Common Questions`,
];

const SUBTITLES: readonly Template[] = [
  (f) => `Cut-off times, rural delivery and who fills orders in ${placeOf(f)}.`,
  (f) => `What to know before ordering flowers for ${f.name}.`,
  () => "Quick answers about timing, coverage and our partner florists.",
  (f) => `Delivery details for ${f.name} and the towns around it.`,
];

const TIME_QUESTIONS: readonly Template[] = [
  (f) => `How fast can flowers be delivered in ${f.name}?`,
  (f) => `Can I get same-day flower delivery in ${f.name}?`,
  (f) => `What is the same-day cut-off for ${f.name}?`,
  (f) => `If I order this morning, can flowers arrive in ${f.name} today?`,
  (f) => `When do I need to order for delivery in ${f.name} today?`,
];

const TIME_ANSWERS: readonly Template[] = [
  (f) =>
    `Orders placed before the local cut-off, often around 2 PM ${f.zone} time, can usually be delivered in ${f.name} the same day${f.quickWindow ? ", typically within 2-4 hours" : ""}. Later orders go out the next delivery day.`,
  (f) =>
    `${f.name} is on ${f.zone} time. Order before about 2 PM local time and a florist serving ${placeOf(f)} can often deliver that afternoon; busy holidays may need an extra day.`,
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `Usually the same day if you order before about 2 PM ${f.zone} time. If the arrangement comes from ${larger.name}, ${larger.miles} miles away, allow for the drive; around Valentine's Day and Mother's Day, order a day or two early.`,
    ),
];

const MORE_TIME_ANSWERS: readonly Template[] = [
  (f) =>
    `Get the order in before about 2 PM ${f.zone} time and, in most cases, a local florist delivers it to ${f.name} that day.`,
  (f) =>
    f.population && f.quickWindow
      ? `For a city of about ${f.population} like ${f.name}, same-day delivery is normal when you order before about 2 PM ${f.zone} time; arrangements usually arrive within 2-4 hours.`
      : `Usually the same day, when the order is in before about 2 PM ${f.zone} time.`,
];

const RURAL_QUESTIONS: readonly Template[] = [
  (f) => `Do florists deliver to rural addresses around ${f.name}?`,
  (f) => `Can flowers reach farms and acreages near ${f.name}?`,
  (f) => `Is delivery available outside ${f.name} town limits?`,
  (f) => `Will a florist drive out to the country from ${f.name}?`,
];

const RURAL_ANSWERS: readonly Template[] = [
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Yes, in most cases. Florists serving ${f.name} also cover country roads and neighbouring towns such as ${nearbyWithDistances(nearby)}. Rural routes can take longer, so add directions in the delivery notes.` : undefined;
  },
  (f) =>
    `Most farms and acreages in ${placeOf(f)} are covered; add directions and a phone number, and allow a little longer.`,
  (f) =>
    about(nearestLargerWithin(f, 40), (larger) =>
      `Usually, yes. Rural deliveries near ${f.name} may be made by florists based in ${larger.name} or other nearby towns, so allow a little more time and include directions for the driver.`,
    ),
];

const MORE_RURAL_ANSWERS: readonly Template[] = [
  (f) =>
    f.county
      ? `Most of ${f.county} can be reached, ranches included; give the road name, a landmark and the recipient's phone number.`
      : `Most country addresses can be reached. Add the road name, a landmark and the recipient's phone number so the driver finds the place.`,
];

const SHOP_QUESTIONS: readonly Template[] = [
  (f) => `Which florists deliver in ${f.name}?`,
  (f) => `Who actually makes and delivers my ${f.name} order?`,
  (f) => `Which shop fills flower orders for ${f.name}?`,
  (f) => `Who fills flower orders placed for ${f.name}?`,
];

const SHOP_ANSWERS: readonly Template[] = [
  (f) =>
    `A local florist near the recipient, in ${f.name} itself or nearby in ${placeOf(f)}; this site only refers you to the partner who places the order.`,
  (f) =>
    about(nearestLargerWithin(f, 45), (larger) =>
      `A partner florist close to the recipient: in ${f.name} where there is one, otherwise in a nearby town such as ${larger.name}. The partner marketplace handles checkout and support; we only refer you.`,
    ),
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length > 0 ? `The partner marketplace chooses a local florist that delivers to ${f.name}, often one that also serves ${nearbyNames(nearby, 2)}. We do not take orders ourselves; the partner handles payment and support.` : undefined;
  },
];

const MORE_SHOP_ANSWERS: readonly Template[] = [
  (f) =>
    `We are not a flower shop ourselves. We point you to a partner marketplace whose network includes established florists serving ${placeOf(f)}; one of them arranges and delivers your ${f.name} order.`,
];

export function defaultFaq(page: PageWriter): FaqEntry[] {
  const { facts } = page;
  const entry = (slot: string, questions: readonly Template[], answers: readonly Template[]): FaqEntry => ({
    question: page.choose(`${slot}-q`, questions, `Flower delivery in ${facts.name}`),
    answer: page.choose(`${slot}-a`, answers, `Order before about 2 PM ${facts.zone} time for delivery the same day in most cases.`),
  });
  const time = entry("faq-time", TIME_QUESTIONS, [...TIME_ANSWERS, ...MORE_TIME_ANSWERS]);
  // The partner delivers every day except Sundays and some holidays; a same-day promise says so.
  time.answer = `${time.answer} ${NO_DELIVERY_DAYS}`;
  const across = zoneLineTown(facts);
  // The zone line matters to a sender near it: the same clock time is an hour apart.
  const zoneNote =
    across && across.miles <= 120
      ? page.say(`Note that ${across.name}, ${across.miles} miles ${across.direction}, is already on ${facts.zone === "Central" ? "Mountain" : "Central"} time.`)
      : undefined;
  if (zoneNote) time.answer = `${time.answer} ${zoneNote}`;
  return [time,
    entry("faq-rural", RURAL_QUESTIONS, [...RURAL_ANSWERS, ...MORE_RURAL_ANSWERS]),
    entry("faq-shop", SHOP_QUESTIONS, [...SHOP_ANSWERS, ...MORE_SHOP_ANSWERS]),
  ];
}

export function faqHeading(page: PageWriter): { title: string; subtitle: string } {
  return {
    title: page.choose("faq-title", TITLES, `${page.facts.name} Flower Delivery FAQ`),
    subtitle: page.choose("faq-subtitle", SUBTITLES, "Answers to common questions."),
  };
}
