import { type Alternate, alternatesOf } from "#core/routes/routes";
import { HREFLANG, localeOfPath } from "#core/i18n/locale";
import { webPageJsonLd } from "#core/seo/structured-data";
import { siteConfig } from "./site-config";

export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Everything a page puts in its <head> beyond the shared tags; rendered by layouts/page.astro. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute canonical URL; none for error pages. */
  canonical?: string;
  /** The page's editions (hreflang), itself included; none for error pages. */
  alternates: Alternate[];
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

/** A page's hreflang alternates: both editions and x-default (issue 41); a page without a twin names only itself. */
function pageAlternates(path: string, url: string): Alternate[] {
  const locale = localeOfPath(path);
  const both = alternatesOf(path, siteConfig.siteUrl);
  return both.length > 0 ? both : [{ hreflang: HREFLANG[locale], href: url }];
}

/** Title, description, canonical, Open Graph and JSON-LD for one page, in the edition its path belongs to. */
export function pageHead({ title, description, path, noindex, structuredData = [], extra = [] }: PageHeadInput): PageHead {
  const url = path === undefined ? undefined : `${siteConfig.siteUrl}${path}`;
  const spanish = path !== undefined && localeOfPath(path) === "es";
  const hidden = noindex === true;
  return {
    title,
    description,
    ...(url ? { canonical: url } : {}),
    alternates: path !== undefined && url ? pageAlternates(path, url) : [],
    // A Spanish page says its language in its data too; English pages are as they were.
    structuredData: spanish && path !== undefined ? [...structuredData, webPageJsonLd({ siteUrl: siteConfig.siteUrl, path, name: title, description, locale: "es" })] : structuredData,
    meta: [
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Nebraska Flower Delivery" },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      ...(url ? [{ property: "og:url", content: url }] : []),
      { property: "og:locale", content: spanish ? "es_US" : "en_US" },
      // The share card (layouts/page.astro adds og:image) is a 1200×630 image: X shows it large.
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      ...(hidden ? [{ name: "robots", content: "noindex, follow" }] : []),
      ...extra,
    ],
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no value can close the element. */
export function jsonLdText(block: object): string {
  return JSON.stringify(block).replace(/</g, "\\u003c");
}
