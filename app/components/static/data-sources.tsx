import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { ArrowRight, Database } from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ABOUT_TEXT } from "./about-text";
import { TextLink } from "./text-link";

/**
 * About's short "where our figures come from" (docs/product.md, "About and data sources"):
 * plain words and the GeoNames credit its CC BY 4.0 licence asks for; the detail is on the
 * edition's data-sources page. The id stays so old links to /about/#data-sources still land here.
 */
export function DataSources({ locale }: { locale: Locale }) {
  const text = ABOUT_TEXT[locale];
  return (
    <section id="data-sources" aria-labelledby="data-sources-title" className="scroll-mt-24 py-14">
      <SectionHeading id="data-sources-title" title={text.sourcesTitle} />
      <div className="mx-auto flex max-w-3xl items-start gap-4 rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-sage sm:flex">
          <Database aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-3 text-foreground/90">
          <p>{text.sources}</p>
          <p>
            {/* Inline, so on a phone the arrow wraps with the last word instead of standing apart. */}
            <TextLink href={fixedPathIn(locale, "/data-sources/")}>
              {text.everySource}
              <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
            </TextLink>
          </p>
        </div>
      </div>
    </section>
  );
}
