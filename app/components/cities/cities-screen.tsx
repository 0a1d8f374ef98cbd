import { citiesByRegion, getAllCities } from "#core/nebraska/index";
import { breadcrumbJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { RegionBlock, regionAnchor, regionTitle } from "#app/components/home/city-directory.tsx";
import { Breadcrumb } from "#app/components/seo/breadcrumb.tsx";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const PATH = "/cities/";
const BREADCRUMB: BreadcrumbItem[] = [{ label: "Home", path: "/" }, { label: "Nebraska Cities" }];

// Module data, not a loader: the directory is already in the client bundle (the header search),
// so serialising it again into every prerendered page would only add weight.
const GROUPS = citiesByRegion();
const TOTAL = getAllCities().length;

export const head = (): PageHead => {
  return pageHead({
    title: "Nebraska Cities Overview | Nebraska Flower Delivery",
    description:
      "Every Nebraska city and town we cover, by region: population, ZIP codes and a local flower delivery page for each community.",
    path: PATH,
    structuredData: [breadcrumbJsonLd(BREADCRUMB, siteConfig.siteUrl, PATH)],
  });
};

/** `filter` is the list filter island (an Astro slot, cities-filter.tsx); the list is complete without it. */
export function CitiesScreen({ filter }: { filter?: ReactNode }) {
  const groups = GROUPS;
  return (
    <>
      <PageIntro
        breadcrumb={<Breadcrumb items={BREADCRUMB} />}
        eyebrow="Statewide coverage"
        title="Nebraska Cities Overview"
        intro={`Local florists deliver to ${TOTAL} Nebraska communities, from the Omaha metro to the Panhandle. Pick a town to see its delivery details, ZIP codes and local tips.`}
      />
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <nav aria-label="Regions" className="mb-10 flex flex-wrap gap-2">
          {groups.map((group) => (
            <a
              key={group.region}
              href={`#${regionAnchor(group.region)}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1.5 text-xs font-medium sm:text-sm hover:border-primary hover:text-primary"
            >
              <MapPin aria-hidden="true" className="size-3.5" />
              {regionTitle(group.region)}
            </a>
          ))}
        </nav>
        {filter}
        <div data-slot="city-list" className="space-y-14">
          {groups.map((group) => (
            <RegionBlock key={group.region} group={group} />
          ))}
        </div>
      </div>
    </>
  );
}
