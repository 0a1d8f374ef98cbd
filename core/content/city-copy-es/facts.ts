import { countyRecord } from "../../nebraska/counties";
import type { City } from "../../nebraska/types";
import { gatherFacts, type CityFacts } from "../city-copy/facts";
import type { TownNearby } from "../city-copy/towns-around";
import { formatThousands } from "../text";
import type { CityProfile } from "../types";
import { away, countyName, joinY, place, regionOf, zipLabel, zipPhrase, zoneWords, type Place } from "./words";

/**
 * The same facts as the English page (city-copy/facts.ts gatherFacts: the same towns around,
 * distances, seat, ZIPs, population, zone), with the phrases the Spanish copy says them in.
 * A profile's hand-written English (its angle, its landmark phrases) is dropped here, so none
 * of it can reach a Spanish page; what is kept of a profile is data: where the town is placed
 * (so distances match the English page) and its community type.
 */
export type EsFacts = CityFacts &
  Readonly<{
    /** 'condado de Dawson'; undefined when the directory does not know the county. */
    condado?: string;
    /** The county with its article, else the region, else Nebraska: the broadest true 'where'. */
    lugar: Place;
    /** 'la zona de Grand Island, en el centro de Nebraska'; undefined for 'Nebraska'. */
    region?: string;
    /** 'hora del Centro' or 'hora de la Montaña'. */
    zona: string;
    /** The other zone, for a town near the line. */
    otraZona: string;
    /** 'código postal 68850' or 'códigos postales 68801, 68802 y 68803'; undefined without ZIPs of its own. */
    zipsEs?: string;
    /** 'Lexington (código postal 68850)' when the town's mail uses one ZIP, else the name. */
    nameZip: string;
    /** 'unas 1,020 millas cuadradas'. */
    countyAreaEs?: string;
  }>;

export function gatherSpanishFacts(city: City, profile: CityProfile | undefined, cities: readonly City[]): EsFacts {
  const facts = gatherFacts(city, profile, cities);
  const condado = countyName(city.county);
  const region = regionOf(city);
  const record = countyRecord(city);
  const label = zipLabel(facts.zips, facts.postOfficeZips);
  return {
    ...facts,
    // Profile prose stays English and stays off the Spanish page.
    angle: undefined,
    landmarks: [],
    condado,
    lugar: place(condado ? `el ${condado}` : (region ?? "Nebraska")),
    region,
    zona: zoneWords(facts.zone),
    otraZona: zoneWords(facts.zone === "Central" ? "Mountain" : "Central"),
    zipsEs: zipPhrase(facts.zips),
    nameZip: facts.mailZip && label ? `${city.name} (${label})` : city.name,
    countyAreaEs: record ? `unas ${formatThousands(record.areaSqMi)} millas cuadradas` : undefined,
  };
}

/** 'Overton (a 11 millas al este), Cozad (a 14 millas al noroeste) y Elwood (a 15 millas al suroeste)'. */
export function nearbyWithDistances(towns: readonly TownNearby[], limit = 3): string {
  return joinY(towns.slice(0, limit).map((town) => `${town.name} (${away(town)})`));
}

export function nearbyNames(towns: readonly TownNearby[], limit = 3): string {
  return joinY(towns.slice(0, limit).map((town) => town.name));
}
