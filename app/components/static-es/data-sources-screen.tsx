import type { Inline } from "#core/content/data-sources";
import { fixedPathIn } from "#core/i18n/edition-paths";
import { Database, Mail } from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import type { PageHead } from "#app/lib/seo.ts";
import { CREDITS_ES, DATA_SOURCES_ES, DATA_SOURCES_PAGE_ES, NOT_FROM_DATA_ES } from "./data-sources-content";
import { pageHead } from "#app/lib/seo.ts";

const linkClass = "font-medium text-primary underline underline-offset-2 hover:no-underline";

export const head = (): PageHead =>
  pageHead({ title: DATA_SOURCES_PAGE_ES.seoTitle, description: DATA_SOURCES_PAGE_ES.seoDescription, path: fixedPathIn("es", "/data-sources/") });

function Text({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part) =>
    typeof part === "string" ? (
      part
    ) : (
      <a key={part.href} href={part.href} className={linkClass}>
        {part.text}
      </a>
    ),
  );
}

/**
 * The Spanish twin of static/data-sources-screen.tsx (/es/fuentes-de-datos/): each source with
 * its licence and how the site uses it, with the same anchors. GeoNames' CC BY 4.0 licence
 * requires the credit.
 */
export function DataSourcesScreenEs() {
  return (
    <>
      <PageIntro eyebrow="Fuentes de datos" title={DATA_SOURCES_PAGE_ES.title} intro={DATA_SOURCES_PAGE_ES.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="En esta página" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">En esta página</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {DATA_SOURCES_ES.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                  {entry.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#not-from-data" className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                Lo que no viene de estas fuentes
              </a>
            </li>
          </ol>
        </nav>
        <div className="max-w-3xl space-y-8">
          {DATA_SOURCES_ES.map((entry) => (
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
                <dt className="font-semibold">Fuente</dt>
                <dd className="text-foreground/90">
                  <Text parts={entry.source} />
                </dd>
                <dt className="font-semibold">Licencia</dt>
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
              Lo que no viene de estas fuentes
            </h2>
            {NOT_FROM_DATA_ES.map((paragraph) => (
              <p key={paragraph.join("")}>
                <Text parts={paragraph} />
              </p>
            ))}
            <p className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              <span>
                ¿Vio una cifra que parece incorrecta para su ciudad?{" "}
                <a href={fixedPathIn("es", "/contact/")} className={linkClass}>
                  Avísenos
                </a>{" "}
                y la revisaremos con la fuente.
              </span>
            </p>
          </section>
          <p data-slot="credits" className="border-t border-border pt-6 text-sm text-muted-foreground">
            <Text parts={CREDITS_ES} />
          </p>
        </div>
      </div>
    </>
  );
}
