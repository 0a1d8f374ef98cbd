import type { City } from "../nebraska/types";
import { buildCityPageContent, type CityPageContent } from "./city-page";
import { NO_DELIVERY_DAYS } from "./city-copy/faq";

/** The four service cards' texts, in SERVICE_CARD_FRAME order (same day, birthday, sympathy, wedding). */
const UNKNOWN_CARD_TEXT = [
  "Ordered early on a delivery day, a bouquet can often arrive the same day; the partner confirms it for the address.",
  "Sunflowers, roses and mixed colour bouquets to surprise someone in Nebraska on their birthday.",
  "Wreaths, sprays and home arrangements, delivered to a funeral home, a church or a family's door.",
  "Ceremony and reception flowers for couples marrying in Nebraska.",
];

/**
 * A made-up town (a well-formed slug the directory lacks) still gets the town page, with a
 * 404 and noindex (docs/product.md, "Routes"). We know nothing about the place, not even
 * that it exists, so its copy states no distance, time zone, ZIP or population, shows no
 * facts box and no nearby towns: only what is true of any Nebraska address. The page is
 * rendered once with a stand-in name and filled in (server/pages/unknown-pages.ts), so
 * every text here depends on the name alone.
 */
export function buildUnknownTownContent(city: City): CityPageContent {
  const content = buildCityPageContent({ ...city, zipCodes: [], population: 0 });
  const name = city.name;
  return {
    ...content,
    seo: {
      title: content.seo.title,
      description: `Flower delivery to ${name}, Nebraska through our partner's local florists. Enter the address when you order.`,
    },
    heroIntro: `We have no page of our own for ${name} yet. Our partner's florists deliver across Nebraska: enter the recipient's address when you order and the partner tells you when it can arrive.`,
    zipCodes: [],
    zipTitle: "",
    zipDescription: "",
    // The town's own cards and paragraphs speak of its florists, routes and funeral homes;
    // here only what holds for any Nebraska address, the spec's default themes.
    servicesSubtitle: "Choose an occasion; the partner passes the order to a florist near the address.",
    serviceCards: content.serviceCards.map((card, index) => ({ ...card, description: UNKNOWN_CARD_TEXT[index] ?? card.description })),
    floristNetwork: {
      title: content.floristNetwork.title,
      paragraphs: [
        "Rather than shipping a box across the country, the partner networks we refer you to send each order to a Nebraska florist near the recipient for local hand delivery.",
        "From family homes to offices, hospitals and hotels, florists across Nebraska fill and deliver the orders placed near them.",
        "Compare arrangements and prices in one place here, then finish the order with the partner, who handles payment and delivery.",
      ],
    },
    whyChoose: {
      title: content.whyChoose.title,
      subtitle: content.whyChoose.subtitle,
      paragraphs: [
        "The partner marketplace takes your order and a florist near the address arranges and delivers it, so the bouquet comes from a shop nearby, not from across the country.",
        "A hand-delivered bouquet arrives fresh and arranged, with your card, not folded into a shipping box.",
      ],
    },
    faq: {
      title: `Sending Flowers to ${name}: Common Questions`,
      subtitle: "What to know before ordering.",
      entries: [
        {
          question: `Can flowers be delivered to ${name}?`,
          answer: "Our partner delivers across Nebraska through local florists. Enter the recipient's address when you order and the partner confirms the delivery day.",
        },
        {
          question: "Is same-day delivery possible?",
          answer: `Often, when the order is in before the local cut-off, usually around 2 PM in the recipient's time zone. ${NO_DELIVERY_DAYS}`,
        },
        {
          question: "Who takes the order?",
          answer: "The partner takes the order and payment, and a florist near the recipient arranges and delivers it; this site only refers you to the partner.",
        },
      ],
    },
    serviceArea: { title: content.serviceArea.title, description: "", related: [], more: [] },
    localFacts: { title: content.localFacts.title, items: [] },
    townLinks: [],
  };
}
