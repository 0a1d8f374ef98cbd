import { TOWN_COUNT } from "#core/content/town-count";
import { fixedPathIn, townsPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { citiesByRegion } from "#core/nebraska/directory";
import { breadcrumbJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import type { ReactNode } from "react";
import { Breadcrumb } from "#app/components/seo/breadcrumb.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { CITIES_SCREEN_TEXT } from "./cities-text";
import { RegionTowns, regionAnchor, regionTitle } from "./town-list";

const breadcrumb = (locale: Locale): BreadcrumbItem[] => [
  { label: CITIES_SCREEN_TEXT[locale].home, path: fixedPathIn(locale, "/") },
  { label: CITIES_SCREEN_TEXT[locale].crumb },
];

// Module data, not a loader: the directory is already in the client bundle (the header search),
// so serialising it again into every prerendered page would only add weight.
const GROUPS = citiesByRegion();

export const head = (locale: Locale): PageHead => {
  const path = townsPathIn(locale);
  const text = CITIES_SCREEN_TEXT[locale];
  return pageHead({
    title: text.title,
    description: text.description,
    path,
    structuredData: [breadcrumbJsonLd(breadcrumb(locale), siteConfig.siteUrl, path)],
  });
};

/**
 * The towns list for people (docs/product.md, "Towns list"): the filter first, then each
 * region's towns one line each, name linking to the town's page in the same edition
 * (docs/decisions/0023-one-count-of-towns.md). `filter` is the island (cities-filter.tsx);
 * the list is complete without it.
 */
export function CitiesScreen({ filter, locale }: { filter?: ReactNode; locale: Locale }) {
  const text = CITIES_SCREEN_TEXT[locale];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumb items={breadcrumb(locale)} locale={locale} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">{text.heading}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        {text.introBefore}
        {TOWN_COUNT}
        {text.introAfter}
      </p>
      <div className="mt-6">{filter}</div>
      <nav aria-label={text.regions} className="mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {GROUPS.map((group) => (
          <a key={group.region} href={`#${regionAnchor(group.region, locale)}`} className="font-medium text-primary underline underline-offset-2">
            {regionTitle(group.region, locale)}
          </a>
        ))}
      </nav>
      <div data-slot="city-list" className="space-y-8">
        {GROUPS.map((group) => (
          <RegionTowns key={group.region} group={group} locale={locale} />
        ))}
      </div>
    </div>
  );
}
