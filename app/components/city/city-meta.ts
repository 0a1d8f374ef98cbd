import { breadcrumbJsonLd, faqJsonLd, referralServiceJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import { cityPath } from "#core/site/pages";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import type { CityPageData } from "./city-page-data";

export function cityBreadcrumb(cityName: string): BreadcrumbItem[] {
  return [{ label: "Home", path: "/" }, { label: "Nebraska Cities", path: "/cities/" }, { label: `${cityName} Flowers` }];
}

/** Up to six service names for the offer catalog, each naming the town (docs/product.md, "Search engines"). */
function serviceNames({ content }: CityPageData): string[] {
  const name = content.cityName;
  const inTown = (title: string) => (title.includes(name) ? title : `${title} in ${name}`);
  return [
    `Flower Delivery in ${name}`,
    ...content.serviceCards.map((card) => inTown(card.title)),
    `Hospital and Office Flower Delivery in ${name}`,
  ];
}

/** Title, description, canonical, geo tags and JSON-LD (referral service, FAQ, breadcrumb) for one city. */
export function cityHead(data: CityPageData): PageHead {
  const { content, known, coordinates } = data;
  const path = cityPath(content.slug);
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
        services: serviceNames(data),
        email: siteConfig.contactEmail,
      }),
      faqJsonLd(content.faq.entries),
      breadcrumbJsonLd(cityBreadcrumb(content.cityName), siteConfig.siteUrl, path),
    ],
    extra: [
      { name: "geo.region", content: "US-NE" },
      { name: "geo.placename", content: `${content.cityName}, Nebraska` },
      { name: "geo.position", content: `${geo.lat};${geo.lng}` },
      { name: "ICBM", content: `${geo.lat}, ${geo.lng}` },
    ],
  });
}
