import type { IconName } from "../types";
import { about, type Template } from "./choose";
import { nearbyNames, placeOf } from "./facts";
import type { PageWriter } from "./page-writer";
import { nearestLargerWithin, otherNearbyTowns } from "./towns-around";

export type ServiceCard = {
  title: string;
  description: string;
  icon: IconName;
  /** Appended to the partner city URL as #fragment; '' for none. */
  fragment: string;
};

/** The four town-page cards (docs/product.md, "Town pages"): titles, icons and fragments are fixed. */
export const SERVICE_CARD_FRAME = [
  { title: "Same Day Delivery", icon: "Clock", fragment: "" },
  { title: "Birthday Flowers", icon: "Cake", fragment: "birthday" },
  { title: "Sympathy & Funeral", icon: "Flower", fragment: "sympathy" },
  { title: "Wedding Flowers", icon: "Heart", fragment: "wedding" },
] as const;

const SAME_DAY: readonly Template[] = [
  (f) =>
    f.quickWindow
      ? `Ordered in the morning, a bouquet can usually reach an address in ${f.name} within 2-4 hours.`
      : `Ordered in the morning, a bouquet can reach ${f.name} the same day on the florist's afternoon route.`,
  (f) => `Same-day bouquets for ${f.name}, Monday to Saturday, when the order is in early.`,
  (f) =>
    about(nearestLargerWithin(f, 30), (larger) =>
      `Florists in ${f.name} and around ${larger.name}, ${larger.miles} miles ${larger.direction}, can often make same-day runs when the order comes in early.`,
    ),
  (f) => `Forgot a date? Orders placed early in the day are usually hand-delivered across ${placeOf(f)} that afternoon.`,
];

const BIRTHDAY: readonly Template[] = [
  (f) => `Cheerful birthday arrangements delivered to homes, schools and workplaces in ${f.name}.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Birthday flowers for ${f.name} and neighbouring ${nearbyNames(nearby, 2)}, arranged the day they are delivered.` : undefined;
  },
  (f) => (f.population ? `Bright bouquets for any of ${f.name}'s ${f.population} residents on their big day.` : undefined),
  (f) => `Sunflowers, roses and mixed colour bouquets to surprise someone in ${placeOf(f)} on their birthday.`,
];

const SYMPATHY: readonly Template[] = [
  (f) => `Wreaths, sprays and home arrangements delivered to funeral homes and churches serving ${f.name}.`,
  (f) => `Respectful sympathy flowers for services in ${placeOf(f)}, timed to arrive before visitation.`,
  (f) => `Standing sprays and peace lilies for ${f.name} families, delivered with care by a local florist.`,
  (f) =>
    about(nearestLargerWithin(f, 30), (larger) =>
      `Funeral flowers for services in ${f.name} or nearby ${larger.name}, delivered to the chapel or the family home.`,
    ),
];

const WEDDING: readonly Template[] = [
  (f) => `Bouquets, boutonnieres and centrepieces for weddings in ${f.name}; contact the florist early for big days.`,
  (f) => {
    const nearby = otherNearbyTowns(f);
    return nearby.length >= 2 ? `Wedding and event flowers for ceremonies in ${f.name} and nearby ${nearbyNames(nearby, 2)}.` : undefined;
  },
  (f) => `Ceremony and reception flowers for couples marrying in ${placeOf(f)}.`,
  (f) => (f.region ? `Bridal bouquets and table flowers for weddings across ${f.region}, including ${f.name}.` : undefined),
];

const DESCRIPTIONS = [SAME_DAY, BIRTHDAY, SYMPATHY, WEDDING] as const;

export function defaultServiceCards(page: PageWriter): ServiceCard[] {
  return SERVICE_CARD_FRAME.map((frame, index) => ({
    ...frame,
    description: page.choose(`card-${index}`, DESCRIPTIONS[index] ?? SAME_DAY, `${frame.title} in ${page.facts.name}.`),
  }));
}

const TITLES: readonly Template[] = [
  (f) => `Flower Delivery Services in ${f.name}`,
  (f) => `Flowers for Every Occasion in ${f.name}`,
  (f) => `${f.name} Flower Services`,
  (f) => `Popular Deliveries in ${f.name}`,
];

const SUBTITLES: readonly Template[] = [
  (f) => `Same-day, birthday, sympathy and wedding flowers from florists serving ${placeOf(f)}.`,
  (f) => `Choose an occasion and a local florist will arrange it for delivery in ${f.name}.`,
  (f) => `Hand-delivered arrangements for ${f.name}, ordered through our partner.`,
  (f) => (f.county ? `What ${f.county} florists deliver most often.` : undefined),
];

export function servicesHeading(page: PageWriter): { title: string; subtitle: string } {
  const { name } = page.facts;
  return {
    title: page.choose("services-title", TITLES, `Flower Delivery Services in ${name}`),
    subtitle: page.choose("services-subtitle", SUBTITLES, `Hand-delivered flowers for ${name}.`),
  };
}
