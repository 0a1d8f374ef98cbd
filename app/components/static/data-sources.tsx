import { Database } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const linkClass = "font-medium text-primary underline underline-offset-2 hover:no-underline";

/**
 * Where the town figures come from, told for visitors; the technical detail (packages,
 * regeneration, boundary sources) is in docs/data-sources.md. GeoNames' CC BY 4.0 licence
 * requires the credit; the footer links here as "Data sources".
 */
export function DataSources() {
  return (
    <section id="data-sources" aria-labelledby="data-sources-title" className="scroll-mt-24 py-14">
      <SectionHeading
        id="data-sources-title"
        title="Where our town figures come from"
        subtitle="Every population, distance, county and ZIP code on this site comes from one of these sources."
      />
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        <li className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Database aria-hidden="true" className="size-5 text-sage" /> Populations, positions and county seats
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">
            From{" "}
            <a href="https://www.geonames.org/" className={linkClass}>
              GeoNames
            </a>
            , licensed under{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/" className={linkClass}>
              Creative Commons Attribution 4.0 (CC BY 4.0)
            </a>
            . One figure per town, the same on the home page, the cities list and each town page. Towns GeoNames does not
            count are shown without a population.
          </p>
        </li>
        <li className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Database aria-hidden="true" className="size-5 text-sage" /> ZIP codes
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">
            From the public list of US post offices and their ZIP codes. A town without a post office of its own is shown
            with the ZIP of the post office that serves it.
          </p>
        </li>
        <li className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Database aria-hidden="true" className="size-5 text-sage" /> Counties and time zones
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">
            County outlines and areas from the US Census Bureau (public domain); each town&apos;s time zone follows the
            official Central/Mountain line that crosses western Nebraska.
          </p>
        </li>
        <li className="rounded-2xl border border-border bg-card p-5 shadow-[var(--shadow-card)]">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Database aria-hidden="true" className="size-5 text-sage" /> Distances
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">
            Straight-line (great-circle) miles between town positions, with the compass direction of travel. Road
            distances are longer.
          </p>
        </li>
      </ul>
    </section>
  );
}
