import { joinList } from "../text";
import type { Template } from "./choose";
import { nameWithZip, placeOf } from "./facts";
import type { PageWriter } from "./page-writer";

/** 'A river town ...' becomes 'Plattsmouth is a river town ...'; angles are written as descriptions. */
function angleSentence(name: string, angle: string): string {
  const lowered = /^(The|A|An|One|Home)\b/.test(angle) ? angle.charAt(0).toLowerCase() + angle.slice(1) : angle;
  const sentence = `${name} is ${lowered}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Facts about the place itself (its neighbours are told in the sections about them); the hero uses two, the why-choose block another. */
export const PLACE_FACTS: readonly Template[] = [
  (f) => (f.angle ? angleSentence(f.name, f.angle) : undefined),
  (f) =>
    f.population && f.county
      ? `About ${f.population} people live in ${f.name}, in ${f.county}.`
      : undefined,
  (f) => (f.population && !f.county ? `${f.name} is home to about ${f.population} people.` : undefined),
  (f) => (f.landmarks.length > 0 ? `Florists deliver to homes and businesses near ${joinList(f.landmarks.slice(0, 2))}.` : undefined),
  (f) => (f.region && f.county ? `${f.county} lies in ${f.region}.` : undefined),
];

// The town's one mail ZIP, where it has one, is what a sender checks an address against.
const OPENINGS: readonly Template[] = [
  (f) => `Send fresh flowers to ${nameWithZip(f)}, ${placeOf(f)}, arranged and hand-delivered by a local florist.`,
  (f) => `Looking for flowers in ${nameWithZip(f)}? Partner florists serving ${placeOf(f)} arrange each bouquet by hand and bring it to the door.`,
  (f) => `Birthday bouquets, sympathy pieces and just-because flowers for ${nameWithZip(f)} are made by florists who know ${placeOf(f)}.`,
  (f) => (f.county ? `${nameWithZip(f)} is in ${f.county}, and local florists deliver there week in, week out.` : undefined),
  (f) => `Flowers for someone in ${nameWithZip(f)}? Compare bouquets here and a florist serving ${placeOf(f)} will deliver them.`,
  (f) => (f.region ? `In ${f.region}, ${f.name} orders go to a nearby florist who arranges and delivers them by hand.` : undefined),
];

const CLOSINGS: readonly Template[] = [
  (f) => `Order before the local cut-off, often around 2 PM ${f.zone} time, for same-day delivery.`,
  (f) => `Same-day delivery is often possible when you order before about 2 PM ${f.zone} time.`,
  (f) => `${f.name} runs on ${f.zone} time; orders placed before about 2 PM local time usually go out the same day.`,
  (f) => `Place the order before the local cut-off (often around 2 PM ${f.zone}) and it can usually arrive today.`,
  (f) => `Most orders placed before about 2 PM ${f.zone} time are delivered the same day, usually within a few hours.`,
];

/** The town's own angle when it has one, then one or two data facts. */
function heroFacts(page: PageWriter): string[] {
  const { facts } = page;
  const angle = facts.angle ? angleSentence(facts.name, facts.angle) : undefined;
  const others = page.chooseSeveral("hero-facts", PLACE_FACTS.slice(1), angle ? 1 : 2);
  return angle ? [angle, ...others] : others;
}

export function defaultHeroIntro(page: PageWriter): string {
  const opening = page.choose("hero-open", OPENINGS, `Send fresh flowers to ${nameWithZip(page.facts)}, Nebraska.`);
  const middle = heroFacts(page).flatMap((text) => page.say(text) ?? []);
  return [opening, ...middle, page.choose("hero-close", CLOSINGS, "Order before the local cut-off for same-day delivery.")].join(" ");
}

const ZIP_TITLES: readonly Template[] = [
  (f) => `${f.name} ZIP Codes We Deliver To`,
  (f) => `Delivery ZIP Codes in ${f.name}`,
  (f) => `ZIP Codes Covered in ${f.name}`,
  (f) => `Where Florists Deliver in ${f.name}`,
];

// The chips show the ZIPs themselves (and the hero names a single one), so the text says what they cover.
const ZIP_TEXTS: readonly Template[] = [
  (f) => (f.zips.length > 1 ? `Florists deliver to every address in all ${f.zips.length} of ${f.name}'s ZIP codes, post-office boxes aside.` : undefined),
  (f) => (f.zips.length > 1 ? `Check the recipient's ZIP against these ${f.zips.length}; each one is inside the delivery area.` : undefined),
  (f) => (f.zips.length === 1 ? `One ZIP code covers ${f.name}, in town and on the rural routes around it.` : undefined),
  (f) => (f.zips.length === 1 ? `Homes, offices and care facilities under this ZIP are all inside the delivery area.` : undefined),
];

export function zipSection(page: PageWriter): { title: string; description: string } {
  const { name } = page.facts;
  return {
    title: page.choose("zip-title", ZIP_TITLES, `${name} ZIP Codes`),
    description: page.choose("zip-text", ZIP_TEXTS, `Local florists deliver throughout ${name}.`),
  };
}
