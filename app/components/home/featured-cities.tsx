import { featuredCitiesIn } from "#core/content/featured-cities-es";
import { TOWN_COUNT_LABEL_IN } from "#core/content/home-es";
import { cityPathIn, townsPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { ArrowRight, Check, MapPin, Users } from "#app/components/ui/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { populationText } from "./city-directory";
import { FEATURED_CITIES_TEXT } from "./home-text";

/** 'Featured Nebraska Cities': five cards and the way to the full list. */
export function FeaturedCities({ locale }: { locale: Locale }) {
  const text = FEATURED_CITIES_TEXT[locale];
  return (
    <section aria-labelledby="featured-cities-title" className="bg-sage-soft/60">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <SectionHeading
          id="featured-cities-title"
          title={text.title}
          subtitle={text.subtitle}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {featuredCitiesIn(locale).map((city) => (
            <li key={city.slug} className="flex flex-col rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="text-xl font-semibold">{city.name}</h3>
                  <p className="text-sm text-muted-foreground">{city.region}</p>
                </div>
                <span className="rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground">
                  {text.zip}
                  {city.zipCode}
                </span>
              </div>
              <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-sage">
                <Users aria-hidden="true" className="size-4" /> {populationText(city.population, locale)}
              </p>
              <p className="mt-3 text-sm text-muted-foreground">{city.description}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm">
                {city.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a href={cityPathIn(locale, city.slug)} className={buttonVariants({ variant: "outline", className: "mt-5 self-start" })}>
                <MapPin aria-hidden="true" />
                {text.flowersIn}
                {city.name}
              </a>
            </li>
          ))}
          <li className="flex flex-col items-start justify-center rounded-2xl border border-dashed border-sage/40 bg-card/70 p-6">
            <h3 className="text-xl font-semibold">
              {TOWN_COUNT_LABEL_IN[locale]}
              {text.allTowns}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{text.allTownsLine}</p>
            <a href={townsPathIn(locale)} className={buttonVariants({ variant: "sage", className: "mt-5" })}>
              {text.allTownsLink}
              <ArrowRight aria-hidden="true" />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
