import { HOME_BENEFITS_IN } from "#core/content/home-es";
import type { Locale } from "#core/i18n/locale";
import { ContentIcon } from "#app/components/ui/content-icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { BENEFITS_TEXT } from "./home-text";

/** 'Why Choose {product}?': nine benefit tiles. */
export function Benefits({ locale }: { locale: Locale }) {
  const text = BENEFITS_TEXT[locale];
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
      <SectionHeading id="benefits-title" title={text.title} subtitle={text.subtitle} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HOME_BENEFITS_IN[locale].map((benefit) => (
          <li key={benefit.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
              <ContentIcon name={benefit.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
