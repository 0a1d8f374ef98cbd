import { breadcrumbJsonLd, faqJsonLd, referralServiceJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import { cityPathIn, fixedPathIn, townsPathIn } from "#core/routes/routes";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import type { CityPageData } from "./city-page-data";

/** The words of a town page's head and breadcrumb, per edition (issue 41). */
const META_WORDS = {
  en: {
    home: "Home",
    cities: "Nebraska Cities",
    crumb: (town: string) => `${town} Flowers`,
    inTown: (title: string, town: string) => `${title} in ${town}`,
    delivery: (town: string) => `Flower Delivery in ${town}`,
    hospital: (town: string) => `Hospital and Office Flower Delivery in ${town}`,
  },
  es: {
    home: "Inicio",
    cities: `${GLOSSARY.towns.charAt(0).toUpperCase()}${GLOSSARY.towns.slice(1)} de Nebraska`,
    crumb: (town: string) => `Flores en ${town}`,
    inTown: (title: string, town: string) => `${title} en ${town}`,
    delivery: (town: string) => `${GLOSSARY.homeDelivery.charAt(0).toUpperCase()}${GLOSSARY.homeDelivery.slice(1)} en ${town}`,
    hospital: (town: string) => `Entrega de flores a hospitales y oficinas en ${town}`,
  },
} as const satisfies Record<Locale, unknown>;

export function cityBreadcrumb(cityName: string, locale: Locale): BreadcrumbItem[] {
  const words = META_WORDS[locale];
  return [{ label: words.home, path: fixedPathIn(locale, "/") }, { label: words.cities, path: townsPathIn(locale) }, { label: words.crumb(cityName) }];
}

/** Up to six service names for the offer catalog, each naming the town (docs/product.md, "Search engines"). */
function serviceNames({ content }: CityPageData, locale: Locale): string[] {
  const name = content.cityName;
  const words = META_WORDS[locale];
  const inTown = (title: string) => (title.includes(name) ? title : words.inTown(title, name));
  return [words.delivery(name), ...content.serviceCards.map((card) => inTown(card.title)), words.hospital(name)];
}

/** Title, description, canonical, geo tags and JSON-LD (referral service, FAQ, breadcrumb) for one city. */
export function cityHead(data: CityPageData, locale: Locale): PageHead {
  const { content, known, coordinates } = data;
  const path = cityPathIn(locale, content.slug);
  const geo = content.geoCoordinates;
  return pageHead({
    title: content.seo.title,
    description: content.seo.description,
    path,
    noindex: !known,
    structuredData: [
      referralServiceJsonLd({
        siteUrl: siteConfig.siteUrl,
        path,
        name: `Nebraska Flower Delivery – ${content.cityName}`,
        description: content.seo.description,
        area: { kind: "town", name: content.cityName, ...(coordinates ? { coordinates } : {}) },
        services: serviceNames(data, locale),
        email: siteConfig.contactEmail,
        locale,
      }),
      faqJsonLd(content.faq.entries, locale),
      breadcrumbJsonLd(cityBreadcrumb(content.cityName, locale), siteConfig.siteUrl, path),
    ],
    extra: [
      { name: "geo.region", content: "US-NE" },
      { name: "geo.placename", content: `${content.cityName}, Nebraska` },
      { name: "geo.position", content: `${geo.lat};${geo.lng}` },
      { name: "ICBM", content: `${geo.lat}, ${geo.lng}` },
    ],
  });
}
