import type { City, RegionGroup } from "#core/nebraska/index";
import { cityPath } from "#core/site/pages";
import { ArrowRight, Users } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

const VISIBLE_ZIPS = 6;

/** Population with thousands separators; towns without a figure never show 0. */
export function populationText(population: number): string {
  return population > 0 ? `Population ${population.toLocaleString("en-US")}` : "Small community";
}

/** An anchor for each region block. */
export function regionAnchor(region: string): string {
  return region.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function ZipList({ zips }: { zips: string[] }) {
  if (zips.length === 0) return null;
  const shown = zips.slice(0, VISIBLE_ZIPS);
  const rest = zips.slice(VISIBLE_ZIPS);
  return (
    <div className="mt-2 text-xs text-muted-foreground">
      <span className="font-medium text-foreground/80">ZIP {zips.length === 1 ? "code" : "codes"}: </span>
      {shown.join(", ")}
      {rest.length > 0 && (
        <details className="mt-1">
          <summary className="inline-block cursor-pointer py-1 font-medium text-primary">+{rest.length} more ZIP codes</summary>
          <p className="mt-1 break-words">{rest.join(", ")}</p>
        </details>
      )}
    </div>
  );
}

function CityCard({ city, headingLevel }: { city: City; headingLevel: "h3" | "h4" }) {
  const Heading = headingLevel;
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-4 shadow-[var(--shadow-card)]">
      <Heading className="font-display text-lg font-semibold">{city.name}</Heading>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-sage">
        <Users aria-hidden="true" className="size-3.5" /> {populationText(city.population)}
      </p>
      <ZipList zips={city.zipCodes} />
      <a
        href={cityPath(city.slug)}
        className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        Flower Delivery {city.name}
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </a>
    </li>
  );
}

function CityGrid({ cities, headingLevel }: { cities: City[]; headingLevel: "h3" | "h4" }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {cities.map((city) => (
        <CityCard key={city.slug} city={city} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

const regionTitle = (region: string) => (region === "Nebraska" ? "More Nebraska Communities" : region);

/** One region of the cities list: its areas, or a plain list of towns. */
export function RegionBlock({ group, className }: { group: RegionGroup; className?: string }) {
  const id = regionAnchor(group.region);
  const count = "areas" in group ? group.areas.reduce((sum, area) => sum + area.cities.length, 0) : group.cities.length;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-24", className)}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-3">
        <h2 id={`${id}-title`} className="text-2xl font-semibold sm:text-3xl">
          {regionTitle(group.region)}
        </h2>
        <p className="text-sm text-muted-foreground">{count} communities</p>
      </div>
      {"areas" in group ? (
        <div className="space-y-8">
          {group.areas.map((area) => (
            <div key={area.area}>
              <h3 className="mb-3 font-sans text-base font-semibold tracking-wide text-sage uppercase">{area.area}</h3>
              <CityGrid cities={area.cities} headingLevel="h4" />
            </div>
          ))}
        </div>
      ) : (
        <CityGrid cities={group.cities} headingLevel="h3" />
      )}
    </section>
  );
}

export { regionTitle };
