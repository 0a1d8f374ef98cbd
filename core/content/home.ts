import { TOWN_COUNT_LABEL } from "./town-count";
import type { FaqEntry, IconName } from "./types";

/** Home page copy (docs/product.md, "Claims" and "Home"). We refer visitors; partner florists take and deliver orders. */

export type BenefitTile = {
  title: string;
  description: string;
  icon: IconName;
};

export const HOME_BENEFITS: readonly BenefitTile[] = [
  {
    title: "Same-Day Delivery",
    description:
      "Order before the local cut-off, often around 2 PM, and many Nebraska florists can deliver the same day, usually within 2-4 hours.",
    icon: "Clock",
  },
  {
    title: "Local Partner Florists",
    description:
      "Your order goes to a florist near the recipient who arranges the flowers by hand and delivers them personally, not a box from a warehouse.",
    icon: "Store",
  },
  {
    title: "Statewide Coverage",
    description:
      `${TOWN_COUNT_LABEL} with a page of their own, from Omaha, Lincoln, Bellevue and Fremont to Grand Island, Kearney, Norfolk and North Platte, and the country around them.`,
    icon: "MapPin",
  },
  {
    title: "Weather-Protected Delivery",
    description:
      "Nebraska winters and summer heat are hard on flowers. Local drivers wrap and carry each arrangement so it arrives fresh.",
    icon: "CloudSnow",
  },
  {
    title: "Everywhere You Need It",
    description:
      "Homes, offices, hospitals, schools, churches, funeral homes, college campuses and event venues across the state.",
    icon: "Building2",
  },
  {
    title: "University Campus Delivery",
    description:
      "Flowers for students and staff at every University of Nebraska campus: Lincoln, Omaha and Kearney.",
    icon: "GraduationCap",
  },
  {
    title: "Arrangements Made to Your Notes",
    description:
      "Tell the florist about favourite colours, allergies, fragrance limits or vase size and they adapt the arrangement.",
    icon: "Palette",
  },
  {
    title: "Order Status Updates",
    description:
      "The partner florist service keeps you posted on your order, so you know when your flowers are on their way.",
    icon: "BellRing",
  },
  {
    title: "10,000+ Florist Network",
    description:
      "The partner networks we refer you to reach more than 10,000 local florists, so there is nearly always a shop close to the recipient.",
    icon: "Users",
  },
];

export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: "Which areas of Nebraska can receive flower delivery?",
    answer:
      `Partner florists deliver across the state. This site has a page for each of ${TOWN_COUNT_LABEL}, including Omaha, Lincoln, Bellevue, Grand Island, Kearney, Fremont, Norfolk and North Platte, and florists also reach the farms and smaller places between them. Enter the town or ZIP code to see the options for that area.`,
  },
  {
    question: "Is same-day flower delivery available?",
    answer:
      "Yes, in many areas. Orders placed before the local florist's cut-off, often around 2 PM, can usually be delivered the same day, typically within 2-4 hours. There are no deliveries on Sundays or on some holidays, and rural addresses and busy days such as Valentine's Day and Mother's Day may need more time.",
  },
  {
    question: "Can flowers be delivered to University of Nebraska campuses?",
    answer:
      "Yes. Partner florists deliver to the University of Nebraska campuses in Lincoln, Omaha and Kearney. Include the residence hall or building, the room number and a phone number so the florist can reach the student.",
  },
  {
    question: "What occasions can I send flowers for?",
    answer:
      "Birthdays, anniversaries, sympathy and funerals, weddings, Valentine's Day, Mother's Day, graduations, get-well wishes, new babies and corporate events, or just because. Browse the categories above to compare arrangements.",
  },
  {
    question: "How do florists keep flowers fresh during Nebraska winters?",
    answer:
      "Local florists wrap arrangements against the cold and keep the time between their warm vehicle and the door short. For winter orders it helps to choose a delivery address where someone is home, so the flowers are not left outside.",
  },
];

export const TRUSTED_NETWORK = {
  title: "Nebraska's Trusted Flower Delivery Network",
  paragraphs: [
    "Nebraska Flower Delivery is a referral site. We help you find the right arrangement and then send you to our partner florist networks, which work with established Nebraska florists in cities and small towns across the state.",
    "When you order, the partner handles checkout, customer support and delivery, and a local florist near the recipient arranges and hand-delivers the flowers. We may earn a commission on referred orders; it never changes the price you pay.",
  ],
} as const;
