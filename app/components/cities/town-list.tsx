import { cityRow } from "#core/content/city-rows";
import { cityPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import type { City } from "#core/nebraska/types";
import type { RegionGroup } from "#core/nebraska/directory";
import { servedZipsOf } from "#core/nebraska/served-zips";
import { AREA_TITLE_ES, REGION_TITLE_ES, TOWN_ROW_TEXT, zipLabelEs } from "./cities-text";

/** The directory's towns without a region are listed last, under a title that says so. */
export const regionTitle = (region: string, locale: Locale) =>
  locale === "es" ? (REGION_TITLE_ES[region as keyof typeof REGION_TITLE_ES] ?? region) : region === "Nebraska" ? "Other Nebraska Towns" : region;

/** An anchor for each region block: from its English name, or from its Spanish title on the Spanish page. */
export function regionAnchor(region: string, locale: Locale): string {
  const name = locale === "es" ? regionTitle(region, locale).normalize("NFD").replace(/\p{M}/gu, "") : region;
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** An area's title in `locale` ("Omaha Metro", "Área metropolitana de Omaha"). */
export const areaTitle = (area: string, locale: Locale) => (locale === "es" ? (AREA_TITLE_ES[area] ?? area) : area);

/** The line after a town's name: county, ZIP, population, as far as the directory knows them. */
function rowDetails(city: City, locale: Locale): string {
  const row = cityRow(city);
  const text = TOWN_ROW_TEXT[locale];
  const zip = locale === "es" ? zipLabelEs(city.zipCodes, servedZipsOf(city)) : row.zip;
  const county = row.county && text.county(row.county);
  return [county, zip, row.population ? text.population(row.population) : undefined].filter(Boolean).join(" · ");
}

function TownRow({ city, locale }: { city: City; locale: Locale }) {
  const details = rowDetails(city, locale);
  return (
    <li>
      <a href={cityPathIn(locale, city.slug)}>{city.name}</a> {details && <span>{details}</span>}
    </li>
  );
}

// Styled from the list, not per row: 189 rows, each a link and a line of plain text, keep the page light.
const LIST =
  "grid gap-x-8 text-sm leading-5 sm:grid-cols-2 lg:grid-cols-3 [&>li]:py-0.5 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline [&_span]:text-xs [&_span]:text-muted-foreground";

function Towns({ cities, locale }: { cities: readonly City[]; locale: Locale }) {
  return (
    <ul className={LIST}>
      {cities.map((city) => (
        <TownRow key={city.slug} city={city} locale={locale} />
      ))}
    </ul>
  );
}

/** One region of the towns list: its areas, or a plain list of towns, one line each. */
export function RegionTowns({ group, locale }: { group: RegionGroup; locale: Locale }) {
  const id = regionAnchor(group.region, locale);
  const count = "areas" in group ? group.areas.reduce((sum, area) => sum + area.cities.length, 0) : group.cities.length;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-border pb-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold sm:text-2xl">
          {regionTitle(group.region, locale)}
        </h2>
        <p className="text-xs text-muted-foreground">
          {count}
          {TOWN_ROW_TEXT[locale].towns}
        </p>
      </div>
      {"areas" in group ? (
        group.areas.map((area) => (
          <div key={area.area} className="mt-3">
            <h3 className="mb-1 font-sans text-xs font-semibold tracking-wide text-sage uppercase">{areaTitle(area.area, locale)}</h3>
            <Towns cities={area.cities} locale={locale} />
          </div>
        ))
      ) : (
        <Towns cities={group.cities} locale={locale} />
      )}
    </section>
  );
}
