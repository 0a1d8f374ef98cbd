import { TOWN_COUNT } from "#core/content/town-count";
import { PRODUCT_NAME } from "#core/config/site";
import { withDeliveryDaysCopy } from "#core/content/delivery-days-copy";
import { HOME_FAQ } from "#core/content/home";
import { faqJsonLd, organizationJsonLd, referralServiceJsonLd, webSiteJsonLd } from "#core/seo/structured-data";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const TITLE = "Nebraska Flower Delivery | Same Day Flowers from Local Florists";
const DESCRIPTION =
  `Same-day flower delivery across Nebraska from local florists. Search by city or ZIP for Omaha, Lincoln, Grand Island and ${TOWN_COUNT} towns.`;

const HOME_SERVICES = [
  "Same Day Flower Delivery in Nebraska",
  "Birthday Flower Delivery",
  "Anniversary Flower Delivery",
  "Sympathy and Funeral Flower Delivery",
  "Wedding and Event Flower Delivery",
  "University Campus Flower Delivery",
];

/** The home page's head: title, description, the organisation, the site, its statewide referral service and the FAQ. */
export function homeHead(): PageHead {
  return pageHead({
    title: TITLE,
    description: DESCRIPTION,
    path: "/",
    structuredData: [
      organizationJsonLd({ siteUrl: siteConfig.siteUrl, description: DESCRIPTION, email: siteConfig.contactEmail }),
      webSiteJsonLd({ siteUrl: siteConfig.siteUrl, description: DESCRIPTION }),
      referralServiceJsonLd({
        siteUrl: siteConfig.siteUrl,
        path: "/",
        name: `${PRODUCT_NAME} - Nebraska`,
        description: DESCRIPTION,
        area: { kind: "state" },
        services: HOME_SERVICES,
        email: siteConfig.contactEmail,
      }),
      faqJsonLd(withDeliveryDaysCopy(HOME_FAQ, siteConfig.partnerCalendar === true)),
    ],
  });
}
