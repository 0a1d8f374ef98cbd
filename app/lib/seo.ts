import { siteConfig } from "./site-config";

export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Everything a page puts in its <head> beyond the shared tags; rendered by layouts/page.astro. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute canonical URL (also the hreflang en-us alternate); none for error pages. */
  canonical?: string;
  meta: MetaTag[];
  /** JSON-LD blocks for this page. */
  structuredData: object[];
};

type PageHeadInput = {
  title: string;
  description: string;
  /** Canonical path with its trailing slash; none for error pages. */
  path?: string;
  noindex?: boolean;
  structuredData?: object[];
  extra?: MetaTag[];
};

/** Title, description, canonical, Open Graph and JSON-LD for one page. */
export function pageHead({ title, description, path, noindex, structuredData = [], extra = [] }: PageHeadInput): PageHead {
  const url = path === undefined ? undefined : `${siteConfig.siteUrl}${path}`;
  return {
    title,
    description,
    ...(url ? { canonical: url } : {}),
    structuredData,
    meta: [
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Nebraska Flower Delivery" },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      ...(url ? [{ property: "og:url", content: url }] : []),
      { property: "og:locale", content: "en_US" },
      // The share card (layouts/page.astro adds og:image) is a 1200×630 image: X shows it large.
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
      ...extra,
    ],
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no value can close the element. */
export function jsonLdText(block: object): string {
  return JSON.stringify(block).replace(/</g, "\\u003c");
}
