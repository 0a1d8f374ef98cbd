import { cityRow } from "#core/content/city-rows";
import type { City } from "#core/nebraska/types";
import type { RegionGroup } from "#core/nebraska/directory";
import { cityPath } from "#core/site/pages";

/** An anchor for each region block. */
export function regionAnchor(region: string): string {
  return region.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** The directory's towns without a region are listed last, under a title that says so. */
export const regionTitle = (region: string) => (region === "Nebraska" ? "Other Nebraska Towns" : region);

function TownRow({ city }: { city: City }) {
  const row = cityRow(city);
  const details = [row.county, row.zip, row.population ? `pop. ${row.population}` : undefined].filter(Boolean).join(" · ");
  return (
    <li>
      <a href={cityPath(row.slug)}>{row.name}</a> {details && <span>{details}</span>}
    </li>
  );
}

// Styled from the list, not per row: 189 rows, each a link and a line of plain text, keep the page light.
const LIST =
  "grid gap-x-8 text-sm leading-5 sm:grid-cols-2 lg:grid-cols-3 [&>li]:py-0.5 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline [&_span]:text-xs [&_span]:text-muted-foreground";

function Towns({ cities }: { cities: readonly City[] }) {
  return (
    <ul className={LIST}>
      {cities.map((city) => (
        <TownRow key={city.slug} city={city} />
      ))}
    </ul>
  );
}

/** One region of the towns list: its areas, or a plain list of towns, one line each. */
export function RegionTowns({ group }: { group: RegionGroup }) {
  const id = regionAnchor(group.region);
  const count = "areas" in group ? group.areas.reduce((sum, area) => sum + area.cities.length, 0) : group.cities.length;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-border pb-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold sm:text-2xl">
          {regionTitle(group.region)}
        </h2>
        <p className="text-xs text-muted-foreground">{count} towns</p>
      </div>
      {"areas" in group ? (
        group.areas.map((area) => (
          <div key={area.area} className="mt-3">
            <h3 className="mb-1 font-sans text-xs font-semibold tracking-wide text-sage uppercase">{area.area}</h3>
            <Towns cities={area.cities} />
          </div>
        ))
      ) : (
        <Towns cities={group.cities} />
      )}
    </section>
  );
}
