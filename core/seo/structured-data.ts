import { PRODUCT_NAME } from "../config/site";
import type { FaqEntry } from "../content/types";
import type { Coordinates } from "../nebraska/types";

const CONTEXT = "https://schema.org";

/** Structured-data builder input (spec §3). */
export type LocalBusinessInput = {
  siteUrl: string;
  /** Canonical path of the page the block describes. */
  path: string;
  businessName: string;
  description: string;
  cityName?: string;
  geoCoordinates?: Coordinates;
  serviceArea: string[];
  services: string[];
  category?: string;
  email: string;
};

/** Drops empty strings, empty arrays and undefined so no block carries a blank value. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/**
 * The Florist block of spec §1. The address says only what is true of a
 * referral site (locality, region, country): no street and no phone.
 */
export function localBusinessJsonLd(input: LocalBusinessInput) {
  const url = `${input.siteUrl}${input.path}`;
  const services = [...new Set(input.services.map((s) => s.trim()).filter(Boolean))].slice(0, 6);
  const area = input.cityName ? `${input.cityName}, Nebraska` : "Nebraska";
  return compact({
    "@context": CONTEXT,
    "@type": "Florist",
    "@id": `${url}#business`,
    name: input.businessName,
    description: input.description,
    url,
    email: input.email,
    priceRange: "$$",
    currenciesAccepted: "USD",
    address: compact({
      "@type": "PostalAddress",
      addressLocality: input.cityName,
      addressRegion: "NE",
      addressCountry: "US",
    }),
    geo: input.geoCoordinates
      ? { "@type": "GeoCoordinates", latitude: input.geoCoordinates.lat, longitude: input.geoCoordinates.lng }
      : undefined,
    areaServed: input.serviceArea.map((name) => ({ "@type": "Place", name })),
    knowsAbout: input.category,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `Flower delivery services in ${area}`,
      itemListElement: services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
  });
}

/** FAQPage data; pass exactly the entries the page shows. */
export function faqJsonLd(entries: FaqEntry[]) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
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
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: `${siteUrl}${item.path ?? currentPath}`,
    })),
  };
}

export type PlaceholderProduct = { name: string; price: number; sku: string };

/** The category page's Service block with its ItemList of placeholder products (spec §2). */
export function categoryServiceJsonLd(input: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  serviceType: string;
  products: PlaceholderProduct[];
}) {
  const url = `${input.siteUrl}${input.path}`;
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    provider: { "@type": "Organization", name: PRODUCT_NAME, url: `${input.siteUrl}/` },
    areaServed: { "@type": "State", name: "Nebraska" },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: input.name,
      itemListElement: {
        "@type": "ItemList",
        itemListElement: input.products.map((product, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "Product",
            name: product.name,
            sku: product.sku,
            offers: { "@type": "Offer", price: product.price.toFixed(2), priceCurrency: "USD" },
          },
        })),
      },
    },
  };
}

/** ItemList of products actually shown (the category collection). */
export function productListJsonLd(products: { title: string; url: string; image: string; price?: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: products.map((product, index) =>
      compact({ "@type": "ListItem", position: index + 1, url: product.url, name: product.title, image: product.image }),
    ),
  };
}
