import type { SiteConfig } from "@core/config/site";
import type { MetaDescriptor } from "react-router";

type PageMetaInput = {
  siteConfig: SiteConfig;
  title: string;
  description: string;
  /** Canonical path with its trailing slash. */
  path: string;
  noindex?: boolean;
  /** JSON-LD blocks for this page. */
  structuredData?: object[];
  extra?: MetaDescriptor[];
};

/** Title, description, canonical, hreflang, Open Graph and JSON-LD for one page. */
export function pageMeta({ siteConfig, title, description, path, noindex, structuredData = [], extra = [] }: PageMetaInput): MetaDescriptor[] {
  const url = `${siteConfig.siteUrl}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en-us", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Nebraska Flower Delivery" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...structuredData.map((block) => ({ "script:ld+json": block })),
    ...extra,
  ];
}

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The site configuration from the root loader, for meta functions. */
export function siteConfigFrom(matches: readonly MatchLike[]): SiteConfig {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { siteConfig: SiteConfig } | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data.siteConfig;
}
