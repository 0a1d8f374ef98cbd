import type { TownLink } from "#core/content/city-page";
import { Info } from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";
import { LinkedText } from "./linked-text";

/** Town facts from real data; where the figures come from is told once, on the data-sources page. */
export function LocalFacts({ title, items, towns, locale }: { title: string; items: readonly string[]; towns: readonly TownLink[]; locale: Locale }) {
  const text = CITY_TEXT[locale];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="local-facts-title" data-slot="local-facts" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <SectionHeading id="local-facts-title" title={title} />
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 leading-relaxed text-muted-foreground">
            <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage" />
            <span>
              <LinkedText text={item} towns={towns} locale={locale} />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">
        {text.sourcesLead}{" "}
        <a href={fixedPathIn(locale, "/data-sources/")} className="font-medium text-primary underline underline-offset-2">
          {text.sourcesLink}
        </a>
        .
      </p>
    </section>
  );
}
