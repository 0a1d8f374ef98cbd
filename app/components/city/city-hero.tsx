import type { CityTarget } from "#core/affiliate/target";
import type { Coordinates } from "#core/nebraska/types";
import { Check } from "#app/components/ui/icons.tsx";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { OrderForDelivery } from "#app/components/layout/order-for-delivery.tsx";
import { CheckoutLanguageNote } from "#app/components/products/checkout-note.tsx";
import { Breadcrumb, type BreadcrumbItem } from "#app/components/seo/breadcrumb.tsx";
import type { TownLink } from "#core/content/city-page";
import { LinkedText } from "./linked-text";
import { NebraskaMap } from "./nebraska-map";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";

type CityHeroProps = {
  cityName: string;
  /** The town's partner page, the hero's order link. */
  partner: CityTarget;
  intro: string;
  highlights: readonly string[];
  breadcrumb: BreadcrumbItem[];
  /** Only when the town's position is known; the map then shows a pin. */
  coordinates?: Coordinates;
  /** Neighbouring towns the intro may name, linked to their pages. */
  towns?: readonly TownLink[];
  /** The page's heading (the copy's heroTitle, in the page's language). */
  title: string;
  locale: Locale;
};

export function CityHero({ cityName, partner, intro, highlights, breadcrumb, coordinates, towns = [], title, locale }: CityHeroProps) {
  return (
    <section data-slot="city-hero" className="bg-gradient-to-b from-secondary via-accent to-background">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-14 sm:px-6 sm:pb-20">
        <Breadcrumb items={breadcrumb} locale={locale} />
        <div className="mt-10 grid items-center gap-10 lg:mt-14 lg:grid-cols-[1.25fr_1fr]">
          <div>
            <p className="mb-3 inline-flex items-center rounded-full bg-card px-3 py-1 text-xs font-semibold tracking-wide text-sage uppercase shadow-sm">
              {CITY_TEXT[locale].badge}
            </p>
            <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">
              {title}
            </h1>
            <p data-slot="city-intro" className="mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
              <LinkedText text={intro} towns={towns} locale={locale} />
            </p>
            {highlights.length > 0 && (
              <ul data-slot="city-highlights" className="mt-6 grid gap-2 sm:grid-cols-2">
                {highlights.map((highlight) => (
                  <li key={highlight} className="flex items-start gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <OrderForDelivery to={partner} placement="city-order" locale={locale} />
            </div>
            {/* Beside the page's first partner link, once: the partner's checkout is in English (issue 41). */}
            <CheckoutLanguageNote locale={locale} className="mt-3" />
            <AffiliateNote className="mt-4 max-w-xl" locale={locale} />
          </div>
          <div className="hidden justify-center lg:flex">
            <NebraskaMap coordinates={coordinates} label={cityName} className="h-auto w-full max-w-md drop-shadow-sm" />
          </div>
        </div>
      </div>
    </section>
  );
}
