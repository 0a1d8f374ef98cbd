import type { RelatedCityLink, TownLink } from "#core/content/city-page";
import { cityPath } from "#core/site/pages";
import { ArrowRight, MapPin } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { LinkedText } from "./linked-text";

type ServiceAreaProps = { title: string; description: string; related: readonly RelatedCityLink[]; towns?: readonly TownLink[] };

/** The nearest towns with pages, with distance and direction (docs/decisions/0012-nearest-towns.md). */
export function ServiceArea({ title, description, related, towns = [] }: ServiceAreaProps) {
  return (
    <section aria-labelledby="service-area-title" data-slot="service-area" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <SectionHeading id="service-area-title" title={title} subtitle={<LinkedText text={description} towns={towns} />} />
      {related.length > 0 && (
        <>
          <h3 className="mb-4 text-center font-sans text-base font-semibold tracking-wide text-sage uppercase">Nearby towns</h3>
          <ul className="grid gap-4 sm:grid-cols-3">
            {related.map((city) => (
              <li key={city.slug}>
                <a
                  href={cityPath(city.slug)}
                  data-slot="related-city"
                  data-miles={city.miles}
                  className="group flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-[var(--shadow-card)] transition-colors hover:border-flower-strong"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <MapPin aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold">Flower Delivery {city.name}</span>
                    <span data-slot="related-distance" className="block text-sm text-muted-foreground">
                      {city.miles} miles {city.direction}
                    </span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
