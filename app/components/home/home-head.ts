import { TOWN_COUNT } from "#core/content/town-count";
import { PRODUCT_NAME } from "#core/config/site";
import { homeFaqIn } from "#core/content/home-es";
import { fixedPathIn } from "#core/routes/routes";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import { faqJsonLd, organizationJsonLd, referralServiceJsonLd, webSiteJsonLd } from "#core/seo/structured-data";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";

type HomeHeadText = { title: string; description: string; services: readonly string[] };

/** The home page's title, description and services, per edition; Spanish says what people search ("flores a domicilio en Nebraska", "florería"). */
const HOME_HEAD_TEXT = {
  en: {
    title: "Nebraska Flower Delivery | Same Day Flowers from Local Florists",
    description: `Same-day flower delivery across Nebraska from local florists. Search by city or ZIP for Omaha, Lincoln, Grand Island and ${TOWN_COUNT} towns.`,
    services: [
      "Same Day Flower Delivery in Nebraska",
      "Birthday Flower Delivery",
      "Anniversary Flower Delivery",
      "Sympathy and Funeral Flower Delivery",
      "Wedding and Event Flower Delivery",
      "University Campus Flower Delivery",
    ],
  },
  es: {
    title: `Flores a domicilio en Nebraska el mismo día | ${PRODUCT_NAME}`,
    description: `${GLOSSARY.homeDelivery.charAt(0).toUpperCase()}${GLOSSARY.homeDelivery.slice(1)} en Nebraska, ${GLOSSARY.sameDayDelivery}, de una ${GLOSSARY.localFlorist}. Busque entre ${TOWN_COUNT} ${GLOSSARY.towns}: Omaha, Lincoln, Grand Island…`,
    services: [
      `${GLOSSARY.homeDelivery.charAt(0).toUpperCase()}${GLOSSARY.homeDelivery.slice(1)} el mismo día en Nebraska`,
      "Flores de cumpleaños a domicilio",
      "Flores de aniversario a domicilio",
      `Flores de ${GLOSSARY.sympathy} y ${GLOSSARY.funeral} a domicilio`,
      "Flores para bodas y eventos a domicilio",
      "Flores a domicilio en campus universitarios",
    ],
  },
} as const satisfies Record<Locale, HomeHeadText>;

/** The home page's head: title, description, the organisation, the site, its statewide referral service and the FAQ, in `locale`. */
export function homeHead(locale: Locale): PageHead {
  const { title, description, services } = HOME_HEAD_TEXT[locale];
  const path = fixedPathIn(locale, "/");
  return pageHead({
    title,
    description,
    path,
    structuredData: [
      organizationJsonLd({ siteUrl: siteConfig.siteUrl, description, email: siteConfig.contactEmail }),
      webSiteJsonLd({ siteUrl: siteConfig.siteUrl, description, locale }),
      referralServiceJsonLd({
        siteUrl: siteConfig.siteUrl,
        path,
        name: `${PRODUCT_NAME} - Nebraska`,
        description,
        area: { kind: "state" },
        services: [...services],
        email: siteConfig.contactEmail,
        locale,
      }),
      faqJsonLd(homeFaqIn(locale, siteConfig.partnerCalendar === true), locale),
    ],
  });
}
