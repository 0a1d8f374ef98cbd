import { CC_BY_URL, GEONAMES_URL } from "#core/content/data-sources";
import { ArrowRight, Database } from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const linkClass = "font-medium text-primary underline underline-offset-2 hover:no-underline";

/**
 * About's short "where our figures come from" (docs/product.md, "About and data sources"):
 * plain words and the GeoNames credit its CC BY 4.0 licence asks for; the detail is on
 * /data-sources/. The id stays so old links to /about/#data-sources still land here.
 */
export function DataSources() {
  return (
    <section id="data-sources" aria-labelledby="data-sources-title" className="scroll-mt-24 py-14">
      <SectionHeading id="data-sources-title" title="Where our town figures come from" />
      <div className="mx-auto flex max-w-3xl items-start gap-4 rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-sage sm:flex">
          <Database aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-3 text-foreground/90">
          <p>
            The populations, ZIP codes, counties, distances and time zones on our town pages come from public sources:
            populations and places from{" "}
            <a href={GEONAMES_URL} className={linkClass}>
              GeoNames
            </a>{" "}
            (shared under{" "}
            <a href={CC_BY_URL} className={linkClass}>
              CC BY 4.0
            </a>
            ), ZIP codes from the public list of US post offices, and county outlines from the US Census Bureau. Each
            town has one population figure, the same everywhere on the site.
          </p>
          <p>
            {/* Inline, so on a phone the arrow wraps with the last word instead of standing apart. */}
            <a href="/data-sources/" className={linkClass}>
              Every source, its licence and how we use it
              <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
