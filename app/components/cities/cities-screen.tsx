import { TOWN_COUNT } from "#core/content/town-count";
import { citiesByRegion } from "#core/nebraska/directory";
import { breadcrumbJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import type { ReactNode } from "react";
import { Breadcrumb } from "#app/components/seo/breadcrumb.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { RegionTowns, regionAnchor, regionTitle } from "./town-list";

const PATH = "/cities/";
const BREADCRUMB: BreadcrumbItem[] = [{ label: "Home", path: "/" }, { label: "Nebraska Cities" }];

// Module data, not a loader: the directory is already in the client bundle (the header search),
// so serialising it again into every prerendered page would only add weight.
const GROUPS = citiesByRegion();

export const head = (): PageHead => {
  return pageHead({
    title: "Nebraska Cities Overview | Nebraska Flower Delivery",
    description: `All ${TOWN_COUNT} Nebraska towns with a flower delivery page, by region: county, ZIP code and population, one line each.`,
    path: PATH,
    structuredData: [breadcrumbJsonLd(BREADCRUMB, siteConfig.siteUrl, PATH)],
  });
};

/**
 * The towns list for people (docs/product.md, "Towns list"): the filter first, then each
 * region's towns one line each, name linking to the town's page
 * (docs/decisions/0023-one-count-of-towns.md). `filter` is the island (cities-filter.tsx);
 * the list is complete without it.
 */
export function CitiesScreen({ filter }: { filter?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumb items={BREADCRUMB} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">Nebraska Cities Overview</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Flower delivery pages for {TOWN_COUNT} Nebraska towns, from the Omaha metro to the Panhandle; local florists also
        reach the farms and smaller places between them. Each line gives the county, the ZIP code and the population where
        we have one.
      </p>
      <div className="mt-6">{filter}</div>
      <nav aria-label="Regions" className="mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {GROUPS.map((group) => (
          <a key={group.region} href={`#${regionAnchor(group.region)}`} className="font-medium text-primary underline underline-offset-2">
            {regionTitle(group.region)}
          </a>
        ))}
      </nav>
      <div data-slot="city-list" className="space-y-8">
        {GROUPS.map((group) => (
          <RegionTowns key={group.region} group={group} />
        ))}
      </div>
    </div>
  );
}
