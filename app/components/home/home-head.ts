import { PRODUCT_NAME } from "@core/config/site";
import { HOME_FAQ } from "@core/content/home";
import { faqJsonLd, localBusinessJsonLd } from "@core/seo/structured-data";
import { type PageHead, pageHead } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";

const TITLE = "Nebraska Flower Delivery | Same Day Flowers from Local Florists";
const DESCRIPTION =
  "Same-day flower delivery across Nebraska from local florists. Search by city or ZIP for Omaha, Lincoln, Grand Island and 100+ towns.";

const MAJOR_CITIES = ["Omaha", "Lincoln", "Grand Island", "Bellevue", "Fremont", "Kearney", "Norfolk", "North Platte"];

const HOME_SERVICES = [
  "Same Day Flower Delivery in Nebraska",
  "Birthday Flower Delivery",
  "Anniversary Flower Delivery",
  "Sympathy and Funeral Flower Delivery",
  "Wedding and Event Flower Delivery",
  "University Campus Flower Delivery",
];

/** The home page's head: title, description and the statewide business and FAQ blocks. */
export function homeHead(): PageHead {
  return pageHead({
    title: TITLE,
    description: DESCRIPTION,
    path: "/",
    structuredData: [
      localBusinessJsonLd({
        siteUrl: siteConfig.siteUrl,
        path: "/",
        businessName: `${PRODUCT_NAME} - Nebraska`,
        description: DESCRIPTION,
        serviceArea: ["Nebraska", ...MAJOR_CITIES.map((city) => `${city}, NE`)],
        services: HOME_SERVICES,
        email: siteConfig.contactEmail,
      }),
      faqJsonLd([...HOME_FAQ]),
    ],
  });
}
