import type { RelatedCityLink, TownLink } from "#core/content/city-page";
import { cityPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";
import { ArrowRight, MapPin } from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { LinkedText } from "./linked-text";

type ServiceAreaProps = {
  title: string;
  description: string;
  related: readonly RelatedCityLink[];
  /** The next nearest towns after the three cards, as one compact list. */
  more?: readonly RelatedCityLink[];
  towns?: readonly TownLink[];
  locale: Locale;
};

/**
 * The nearest towns with pages, with distance and direction (docs/decisions/0012-nearest-towns.md):
 * three cards, then the next ones in a compact list. Both carry data-slot "nearby-list", the one
 * place a page may name its neighbours as often as it likes.
 */
export function ServiceArea({ title, description, related, more = [], towns = [], locale }: ServiceAreaProps) {
  const text = CITY_TEXT[locale];
  // A made-up town has no neighbours we know of: no section promising towns that never come.
  if (related.length === 0 && more.length === 0) return null;
  return (
    <section aria-labelledby="service-area-title" data-slot="service-area" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <SectionHeading id="service-area-title" title={title} subtitle={<LinkedText text={description} towns={towns} locale={locale} />} />
      {related.length > 0 && (
        <>
          <h3 className="mb-4 text-center font-sans text-base font-semibold tracking-wide text-sage uppercase">{text.nearbyTitle}</h3>
          <ul data-slot="nearby-list" className="grid gap-4 sm:grid-cols-3">
            {related.map((city) => (
              <li key={city.slug}>
                <a
                  href={cityPathIn(locale, city.slug)}
                  data-slot="related-city"
                  data-miles={city.miles}
                  className="group flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-[var(--shadow-card)] transition-colors hover:border-flower-strong"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <MapPin aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold">{text.nearbyCard(city.name)}</span>
                    <span data-slot="related-distance" className="block text-sm text-muted-foreground">
                      {text.distance(city.miles, city.direction)}
                    </span>
                    {(city.county || city.zip) && (
                      <span className="block text-xs text-muted-foreground">{[city.county, city.zip].filter(Boolean).join(" · ")}</span>
                    )}
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {more.length > 0 && (
        <>
          <h3 id="more-towns-title" className="mt-8 mb-3 text-center font-sans text-base font-semibold tracking-wide text-sage uppercase">
            {text.nextNearest(more.length)}
          </h3>
          <ul data-slot="nearby-list" aria-labelledby="more-towns-title" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {more.map((city) => (
              <li key={city.slug}>
                <a href={cityPathIn(locale, city.slug)} data-slot="nearby-town" className="font-medium text-primary underline underline-offset-2 hover:no-underline">
                  {city.name}
                </a>{" "}
                <span className="text-muted-foreground">
                  {[text.shortDistance(city.miles, city.direction), city.county, city.zip].filter(Boolean).join(", ")}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
