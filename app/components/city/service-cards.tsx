import type { CityTarget } from "#core/affiliate/target";
import type { ServiceCard } from "#core/content/city-page";
import { serviceFormUrl } from "#core/delivery/service-query";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";
import { ArrowRight } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ContentIcon } from "#app/components/ui/content-icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const TINTS = ["bg-secondary text-primary", "bg-accent text-accent-foreground", "bg-sage-soft text-sage", "bg-flower text-flower-foreground"];

type ServiceCardsProps = { title: string; subtitle: string; cards: readonly ServiceCard[]; partner: CityTarget; locale: Locale };

export function ServiceCards({ title, subtitle, cards, partner, locale }: ServiceCardsProps) {
  const text = CITY_TEXT[locale];
  return (
    <section aria-labelledby="services-title" data-slot="service-cards" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="services-title" title={title} subtitle={subtitle} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, index) => (
          <li
            key={card.title}
            data-slot="service-card"
            className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]"
          >
            <span className={`inline-flex size-12 items-center justify-center rounded-xl ${TINTS[index % TINTS.length]}`}>
              <ContentIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
            <PartnerLink
              to={{ ...partner, fragment: card.fragment }}
              placement="city-service-card"
              aria-label={`${text.orderNow}: ${card.title}`}
              className={buttonVariants({ variant: "outline", size: "sm", className: "mt-5 self-start" })}
            >
              {text.orderNow}
              <ArrowRight aria-hidden="true" />
            </PartnerLink>
            {card.fragment === "sympathy" && (
              <a href={serviceFormUrl(partner.slug, locale)} className="mt-3 text-sm font-semibold text-primary underline">
                {text.serviceQuestion}
              </a>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <a href={`${fixedPathIn(locale, "/")}#categories`} className={buttonVariants({ variant: "link" })}>
          {text.allCategories}
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
