import type { City } from "../nebraska";
import { buildCityPageContent, type CityPageContent } from "./city-page";
import { NO_DELIVERY_DAYS } from "./city-copy/faq";

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
