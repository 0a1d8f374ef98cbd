import { CREDITS, DATA_SOURCES, DATA_SOURCES_PAGE, type Inline, NOT_FROM_DATA } from "#core/content/data-sources";
import { Database, Mail } from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";

const linkClass = "font-medium text-primary underline underline-offset-2 hover:no-underline";

export const head = (): PageHead =>
  pageHead({ title: DATA_SOURCES_PAGE.seoTitle, description: DATA_SOURCES_PAGE.seoDescription, path: "/data-sources/" });

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
 * The data-sources page (docs/product.md, "About and data sources"): each source with its
 * licence and how the site uses it. GeoNames' CC BY 4.0 licence requires the credit; the
 * footer and every town's facts box link here.
 */
export function DataSourcesScreen() {
  return (
    <>
      <PageIntro eyebrow="Data sources" title={DATA_SOURCES_PAGE.title} intro={DATA_SOURCES_PAGE.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">On this page</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {DATA_SOURCES.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                  {entry.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#not-from-data" className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                What is not from these sources
              </a>
            </li>
          </ol>
        </nav>
        <div className="max-w-3xl space-y-8">
          {DATA_SOURCES.map((entry) => (
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
                <dt className="font-semibold">Source</dt>
                <dd className="text-foreground/90">
                  <Text parts={entry.source} />
                </dd>
                <dt className="font-semibold">Licence</dt>
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
              What is not from these sources
            </h2>
            {NOT_FROM_DATA.map((paragraph) => (
              <p key={paragraph.join("")}>
                <Text parts={paragraph} />
              </p>
            ))}
            <p className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              <span>
                Seen a figure that looks wrong for your town?{" "}
                <a href="/contact/" className={linkClass}>
                  Tell us
                </a>{" "}
                and we will check it against the source.
              </span>
            </p>
          </section>
          <p data-slot="credits" className="border-t border-border pt-6 text-sm text-muted-foreground">
            <Text parts={CREDITS} />
          </p>
        </div>
      </div>
    </>
  );
}
