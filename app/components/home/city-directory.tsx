import type { Locale } from "#core/i18n/locale";
import { FEATURED_CITIES_TEXT } from "./home-text";

/** Population with thousands separators; towns without a figure never show 0. */
export function populationText(population: number, locale: Locale): string {
  const text = FEATURED_CITIES_TEXT[locale];
  return population > 0 ? `${text.population} ${population.toLocaleString("en-US")}` : text.noPopulation;
}
