import type { Inline } from "#core/content/data-sources";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { Database, Mail } from "#app/components/ui/icons.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { DATA_SOURCES_TEXT } from "./data-sources-text";
import { PageIntro } from "./page-intro";
import { TextLink } from "./text-link";

export const head = (locale: Locale): PageHead => {
  const { page } = DATA_SOURCES_TEXT[locale];
  return pageHead({ title: page.seoTitle, description: page.seoDescription, path: fixedPathIn(locale, "/data-sources/") });
};

function Text({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part) =>
    typeof part === "string" ? (
      part
    ) : (
      <TextLink key={part.href} href={part.href}>
        {part.text}
      </TextLink>
    ),
  );
}

/**
 * The data-sources page (docs/product.md, "About and data sources"), /data-sources/ and
 * /es/fuentes-de-datos/: each source with its licence and how the site uses it, with the
 * same anchors in both editions. GeoNames' CC BY 4.0 licence requires the credit; the
 * footer and every town's facts box link here.
 */
export function DataSourcesScreen({ locale }: { locale: Locale }) {
  const text = DATA_SOURCES_TEXT[locale];
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.page.title} intro={text.page.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={text.onThisPage} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">{text.onThisPage}</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {text.sources.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                  {entry.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#not-from-data" className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                {text.notFromDataTitle}
              </a>
            </li>
          </ol>
        </nav>
        <div className="max-w-3xl space-y-8">
          {text.sources.map((entry) => (
            <section
              key={entry.id}
              id={entry.id}
              aria-labelledby={`${entry.id}-title`}
              className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)] sm:p-7"
            >
              <h2 id={`${entry.id}-title`} className="flex items-center gap-2 text-xl font-semibold sm:text-2xl">
                <Database aria-hidden="true" className="size-5 shrink-0 text-sage" /> {entry.heading}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{entry.shows}</p>
              <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[6rem_1fr]">
                <dt className="font-semibold">{text.source}</dt>
                <dd className="text-foreground/90">
                  <Text parts={entry.source} />
                </dd>
                <dt className="font-semibold">{text.licence}</dt>
                <dd className="text-foreground/90">
                  <Text parts={entry.licence} />
                </dd>
              </dl>
              <div className="mt-4 space-y-3 leading-relaxed text-foreground/90">
                {entry.use.map((paragraph) => (
                  <p key={paragraph.map((part) => (typeof part === "string" ? part : part.text)).join("")}>
                    <Text parts={paragraph} />
                  </p>
                ))}
              </div>
            </section>
          ))}
          <section id="not-from-data" aria-labelledby="not-from-data-title" className="scroll-mt-24 space-y-3 leading-relaxed text-foreground/90">
            <h2 id="not-from-data-title" className="text-xl font-semibold sm:text-2xl">
              {text.notFromDataTitle}
            </h2>
            {text.notFromData.map((paragraph) => (
              <p key={paragraph.join("")}>
                <Text parts={paragraph} />
              </p>
            ))}
            <p className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              <span>{text.wrongFigure}</span>
            </p>
          </section>
          <p data-slot="credits" className="border-t border-border pt-6 text-sm text-muted-foreground">
            <Text parts={text.credits} />
          </p>
        </div>
      </div>
    </>
  );
}
