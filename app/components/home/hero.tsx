import { categoryPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { Cake, Clock, Gift, MapPin, Store, Truck } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { CheckoutLanguageNote } from "#app/components/products/checkout-note.tsx";
import type * as React from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { HERO_ILLUSTRATION_PATH } from "./hero-illustration";
import { HERO_TEXT } from "./home-text";
import { useCurrentYear } from "#app/lib/use-current-year.ts";

const TRUST_ICONS = [Clock, Store, MapPin] as const;

/** The hero; `search` is the city search island (an Astro slot), since this section never hydrates. */
export function HomeHero({ search, locale }: { search?: React.ReactNode; locale: Locale }) {
  const year = useCurrentYear();
  const text = HERO_TEXT[locale];
  const trustPoints = TRUST_ICONS.map((icon, index) => ({ icon, text: text.trustPoints[index] ?? "" }));
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-[radial-gradient(ellipse_at_85%_10%,var(--color-flower)_0%,transparent_55%),linear-gradient(to_bottom,var(--color-accent),var(--color-background))]">
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-14 lg:grid-cols-[1.15fr_0.85fr] lg:pb-20">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-sage-soft px-3 py-1 text-sm font-medium text-sage">
            <Truck aria-hidden="true" className="size-4" />
            {` ${text.badge}`}
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-6xl">
            {text.headline}
            <span className="text-primary">{text.headlineAccent}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            {text.introBeforeYear} {year}.
          </p>
          <div className="mt-7 max-w-xl">{search}</div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <PartnerLink
              to={{ kind: "nebraska" }}
              placement="hero"
              className={buttonVariants({ variant: "sage" })}
            >
              <Truck aria-hidden="true" />
              {text.sameDay}
            </PartnerLink>
            <a href={categoryPathIn(locale, "birthday-flowers")} className={buttonVariants({ variant: "outline" })}>
              <Cake aria-hidden="true" />
              {text.birthday}
            </a>
            <a href={categoryPathIn(locale, "anniversary")} className={buttonVariants({ variant: "outline" })}>
              <Gift aria-hidden="true" />
              {text.anniversary}
            </a>
          </div>
          {/* Beside the page's first partner link, once: the partner's checkout is in English (issue 41). */}
          <CheckoutLanguageNote locale={locale} className="mt-3" />
          <ul className="mt-7 grid gap-2 text-sm text-foreground/90 sm:grid-cols-3 sm:gap-4">
            {trustPoints.map(({ icon: Icon, text: point }) => (
              <li key={point} className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden justify-center lg:flex">
          <img src={HERO_ILLUSTRATION_PATH} width={480} height={420} alt="" loading="lazy" decoding="async" className="h-auto w-full max-w-[480px]" />
        </div>
      </div>
    </section>
  );
}
