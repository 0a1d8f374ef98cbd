import { PRODUCT_NAME } from "../config/site";
import type { FaqEntry } from "../content/types";
import { HTML_LANG, type Locale } from "../i18n/locale";
import type { Coordinates } from "../nebraska/types";

const CONTEXT = "https://schema.org";

/** Where the referral service is offered: the whole state, or one town in it. */
export type ServedArea = { kind: "state" } | { kind: "town"; name: string; coordinates?: Coordinates };

/** Structured-data builder input (docs/product.md), without the fields only a shop with an address may carry. */
export type ReferralServiceInput = {
  siteUrl: string;
  /** Canonical path of the page the block describes. */
  path: string;
  /** Includes the town on town pages (docs/product.md). */
  name: string;
  description: string;
  area: ServedArea;
  services: string[];
  email: string;
  /** The page's edition: the block's own words follow it (issue 41). English when absent. */
  locale: Locale;
};

const SERVICE_WORDS = {
  en: { serviceType: "Flower delivery referral", catalog: (area: string) => `Flower delivery services in ${area}` },
  es: { serviceType: "Recomendación de entrega de flores", catalog: (area: string) => `Servicios de entrega de flores en ${area}` },
} as const satisfies Record<Locale, unknown>;

/** Drops empty strings, empty arrays and undefined so no block carries a blank value. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

const NEBRASKA = { "@type": "State", name: "Nebraska" } as const;

function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** The site's mark as a square PNG (app/astro/share-cards/generate.ts draws it at build from the favicon). */
export const LOGO = { path: "/icon-512.png", size: 512 } as const;

/** The site's operator as it is: an online referral organisation with no shop and no street address. */
export function organizationJsonLd(input: { siteUrl: string; description: string; email: string }) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(input.siteUrl),
    name: PRODUCT_NAME,
    url: `${input.siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${input.siteUrl}${LOGO.path}`, width: LOGO.size, height: LOGO.size },
    description: input.description,
    email: input.email,
    areaServed: NEBRASKA,
  };
}

/** The site as one entity (one @id for both editions), described in the language of the page that carries it. */
export function webSiteJsonLd(input: { siteUrl: string; description: string; locale: Locale }) {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${input.siteUrl}/#website`,
    name: PRODUCT_NAME,
    url: `${input.siteUrl}/`,
    description: input.description,
    inLanguage: HTML_LANG[input.locale],
    publisher: { "@id": organizationId(input.siteUrl) },
  };
}

function servedPlace(area: ServedArea) {
  if (area.kind === "state") return NEBRASKA;
  return compact({
    "@type": "City",
    name: `${area.name}, Nebraska`,
    containedInPlace: NEBRASKA,
    // The town's own position (a place, not a shop address).
    geo: area.coordinates
      ? { "@type": "GeoCoordinates", latitude: area.coordinates.lat, longitude: area.coordinates.lng }
      : undefined,
  });
}

/**
 * docs/product.md's business block, told truthfully (docs/decisions/0011-honest-structured-data.md):
 * a flower-delivery referral Service offered by the Organization, with the town or the state as
 * its area and an offer catalog of up to 6 distinct services. No Florist or other LocalBusiness
 * type, no address, no price range: the site has no shop and sets no prices.
 */
export function referralServiceJsonLd(input: ReferralServiceInput) {
  const url = `${input.siteUrl}${input.path}`;
  const services = [...new Set(input.services.map((s) => s.trim()).filter(Boolean))].slice(0, 6);
  const areaName = input.area.kind === "town" ? `${input.area.name}, Nebraska` : "Nebraska";
  const words = SERVICE_WORDS[input.locale];
  return compact({
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: input.name,
    description: input.description,
    serviceType: words.serviceType,
    url,
    provider: { "@type": "Organization", "@id": organizationId(input.siteUrl), name: PRODUCT_NAME, url: `${input.siteUrl}/`, email: input.email },
    areaServed: servedPlace(input.area),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: words.catalog(areaName),
      itemListElement: services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
  });
}

/** FAQPage data; pass exactly the entries the page shows. A Spanish page's FAQ says its language. */
export function faqJsonLd(entries: FaqEntry[], locale: Locale) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    ...(locale === "en" ? {} : { inLanguage: HTML_LANG[locale] }),
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export type BreadcrumbItem = { label: string; path?: string };

/** BreadcrumbList data; pass exactly the items the page shows (the last one is the page itself). */
export function breadcrumbJsonLd(items: BreadcrumbItem[], siteUrl: string, currentPath: string) {
  // A crumb that is a section of another page (the category pages' "Categories", /#categories)
  // is a jump for visitors, not a level of the site: the trail a search engine reads names pages only.
  const pages = items.filter((item) => !item.path?.includes("#"));
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: pages.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: `${siteUrl}${item.path ?? currentPath}`,
    })),
  };
}

/**
 * The category page's Service block (docs/product.md). It lists no products: the product grid emits
 * its own ItemList of exactly the products it shows (docs/decisions/0011-honest-structured-data.md).
 */
export function categoryServiceJsonLd(input: { siteUrl: string; path: string; name: string; description: string; serviceType: string }) {
  const url = `${input.siteUrl}${input.path}`;
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    provider: { "@type": "Organization", "@id": organizationId(input.siteUrl), name: PRODUCT_NAME, url: `${input.siteUrl}/` },
    areaServed: NEBRASKA,
  };
}

/** ItemList of products actually shown (the category collection). */
export function productListJsonLd(products: { title: string; url: string; image: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: products.map((product, index) =>
      compact({ "@type": "ListItem", position: index + 1, url: product.url, name: product.title, image: product.image }),
    ),
  };
}

/**
 * The page itself with its language, on Spanish pages (issue 41): the Service and breadcrumb
 * blocks cannot carry inLanguage, a WebPage can, and it names the site it is part of.
 */
export function webPageJsonLd(input: { siteUrl: string; path: string; name: string; description: string; locale: Locale }) {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    "@id": `${input.siteUrl}${input.path}#webpage`,
    url: `${input.siteUrl}${input.path}`,
    name: input.name,
    description: input.description,
    inLanguage: HTML_LANG[input.locale],
    isPartOf: { "@id": `${input.siteUrl}/#website` },
  };
}
