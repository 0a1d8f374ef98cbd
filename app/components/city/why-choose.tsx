import { ExternalLink } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { CityTarget } from "#core/affiliate/target";
import type { TownLink } from "#core/content/city-page";
import { LinkedText } from "./linked-text";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";

type WhyChooseProps = { title: string; subtitle?: string; paragraphs: readonly string[]; partner: CityTarget; towns?: readonly TownLink[]; locale: Locale };

export function WhyChoose({ title, subtitle, paragraphs, partner, towns = [], locale }: WhyChooseProps) {
  return (
    <section aria-labelledby="why-choose-title" data-slot="why-choose" className="bg-secondary">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <SectionHeading id="why-choose-title" title={title} subtitle={subtitle} />
        <div className="space-y-4 text-left leading-relaxed text-muted-foreground">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText text={paragraph} towns={towns} locale={locale} />
            </p>
          ))}
        </div>
        <PartnerLink
          to={partner}
          placement="city-why-choose"
          className={buttonVariants({ variant: "hero", size: "lg", className: "mt-8" })}
        >
          {CITY_TEXT[locale].startOrder}
          <ExternalLink aria-hidden="true" />
        </PartnerLink>
      </div>
    </section>
  );
}
