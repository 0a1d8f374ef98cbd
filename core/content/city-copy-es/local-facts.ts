import { FAR_MILES } from "../city-copy/facts";
import { countyTowns, landmarkCities, nearestHubCity, nearestLargerTown, neighbourZips, townEachWay, townMiles, zoneLineTown } from "../city-copy/towns-around";
import type { EsFacts } from "./facts";
import { away, cap, direction, G, joinY, miles, POST_OFFICE, POST_OFFICE_MANY, ZIP_CODES, CITY_POPULATION, kindOf } from "./words";
import type { EsTemplate, SpanishWriter } from "./writer";

/**
 * "De un vistazo": short statements built only from the directory and the generated local
 * facts, the same lines the English block has (city-copy/local-facts.ts), said in Spanish.
 * Each line goes through the page's ledger, so a neighbour named twice already is dropped.
 */

const TITLES: readonly EsTemplate[] = [
  (f) => `${f.name} de un vistazo`,
  (f) => `Dónde queda ${f.name} y qué significa para la entrega`,
  (f) => `Datos de entrega para ${f.name}`,
  (f) => `Antes de mandar flores a ${f.name}`,
];

type Line = (f: EsFacts, page: SpanishWriter) => string | undefined;

/** Other places with a page in this guide: 'otro lugar de esta guía', '7 lugares más de esta guía'. */
const withPage = (n: number) => (n === 1 ? "otro lugar de esta guía" : `${n} lugares más de esta guía`);

/** The rank says what it ranks among: not every town on the site has a population count. */
function rankLine(f: EsFacts): string | undefined {
  if (!f.population || !f.populationRank) return undefined;
  if (f.populationRank === 1) return `De los ${f.townCount} lugares de esta guía, ${f.name} es el que tiene más habitantes.`;
  return `De los ${f.townsWithPopulation} lugares de esta guía cuya población se conoce, ${f.name} es el número ${f.populationRank} en tamaño.`;
}

function hubLine(f: EsFacts): string | undefined {
  const hub = nearestHubCity(f);
  if (!hub) return undefined;
  if (f.populationValue >= CITY_POPULATION) {
    return `${f.name} es una de las ${G.towns} grandes de Nebraska; la más cercana de las demás es ${hub.name}, ${away(hub)}.`;
  }
  return hub.miles > FAR_MILES
    ? `La ${G.town} grande más cercana es ${hub.name}, ${away(hub)}: un viaje largo desde ${f.name}.`
    : `${hub.name}, la ${G.town} grande más cercana, queda ${away(hub)} de ${f.name}.`;
}

function largerLine(f: EsFacts): string | undefined {
  const town = nearestLargerTown(f);
  const hub = nearestHubCity(f);
  if (!town || (hub && hub.slug === town.slug)) return undefined;
  const kind = kindOf(town.population);
  return town.miles > FAR_MILES
    ? `Para encontrar ${kind.un} más grande hay que ir hasta ${town.name}, ${away(town)}: lejos, no a la vuelta de la esquina.`
    : `${cap(kind.el)} más ${kind.cercano} que es más grande que ${f.name} es ${town.name}, ${away(town)}.`;
}

function bigCitiesLine(f: EsFacts, page: SpanishWriter): string | undefined {
  const cities = page.nameable(landmarkCities(f));
  if (cities.length === 0) return undefined;
  const [first, ...rest] = cities;
  if (!first) return undefined;
  const parts = [`${first.name} queda ${away(first)}`, ...rest.map((town) => `${town.name} ${away(town)}`)];
  return `Desde ${f.name}, en línea recta: ${joinY(parts)}.`;
}

function countyLine(f: EsFacts, page: SpanishWriter): string | undefined {
  if (!f.condado) return undefined;
  const area = f.countyAreaEs ? `, que abarca ${f.countyAreaEs}` : "";
  if (f.seat?.self) return `${f.name} es la sede del ${f.condado}${area}.`;
  if (f.seat) {
    // The seat is named where the page has not named it twice already; its distance is told either way.
    const seat = page.nameable([f.seat]).length > 0 ? `es ${f.seat.name}, ${away(f.seat)}` : `queda ${away(f.seat)} de aquí`;
    return `${f.name} está en el ${f.condado}${area}; la sede del condado ${seat}.`;
  }
  return `${f.name} está en el ${f.condado}${area}.`;
}

function countyTownsLine(f: EsFacts, page: SpanishWriter): string | undefined {
  if (!f.condado) return undefined;
  const inCounty = countyTowns(f);
  if (inCounty.length === 0) return `${f.name} es el único lugar del ${f.condado} con página en esta guía.`;
  const towns = page.nameable(inCounty).slice(0, 3);
  if (towns.length === 0) return undefined;
  const list = joinY(towns.map((town) => `${town.name} (${away(town)})`));
  return inCounty.length === 1 ? `Otro lugar del ${f.condado}: ${list}.` : `Otros lugares del ${f.condado}: ${list}.`;
}

function quartersLine(f: EsFacts, page: SpanishWriter): string | undefined {
  const quarters = townEachWay(f).filter(({ town }) => page.nameable([town]).length > 0);
  if (quarters.length < 2) return undefined;
  const parts = quarters.map(({ quarter, town }) => `${town.name} al ${direction(quarter)} (${miles(town.miles)})`);
  return `Lo más cercano en cada dirección: ${joinY(parts)}.`;
}

/** The ZIPs the closest towns' mail uses, for a sender checking an address near the town line. */
function neighbourZipsLine(f: EsFacts, page: SpanishWriter): string | undefined {
  const towns = neighbourZips(f).filter(({ town }) => page.nameable([town]).length > 0 && town.mailZips.length <= 3);
  if (towns.length < 2) return undefined;
  const parts = towns.map(({ town, zips }) => `${town.name}, ${joinY([...zips])}${town.hasZips ? "" : ` (${zips.length > 1 ? POST_OFFICE_MANY : POST_OFFICE})`}`);
  return `${cap(ZIP_CODES)} de los lugares vecinos: ${parts.join("; ")}.`;
}

/** How close the neighbours are, in numbers: a crowded corner of the state or an empty one. */
function densityLine(f: EsFacts): string | undefined {
  const all = townMiles(f);
  const [nearest] = all;
  if (nearest === undefined) return undefined;
  const within = (limit: number) => all.filter((distance) => distance <= limit).length;
  const [near, far] = [within(25), within(50)];
  if (far === 0) return `Ningún otro lugar de esta guía está a 50 millas o menos de ${f.name}; el más cercano, a ${miles(nearest)}.`;
  if (near === 0) {
    return `A 25 millas o menos de ${f.name} no hay otro lugar de esta guía; a 50 o menos hay ${far === 1 ? "uno" : far}, el más cercano a ${miles(nearest)}.`;
  }
  if (near === far) {
    const next = all[near];
    return `${f.name} tiene ${withPage(near)} a 25 millas o menos${next === undefined ? "" : `; la siguiente queda a ${miles(next)}`}.`;
  }
  return `${f.name} tiene ${withPage(near)} a 25 millas o menos, y ${far} a 50 o menos.`;
}

function zoneLine(f: EsFacts): string {
  const across = zoneLineTown(f);
  if (f.zone === "Mountain") {
    const line = across ? ` La ${G.centralTime} empieza antes de ${across.name}, ${away(across)}.` : "";
    return `${f.name} usa la ${f.zona}, una hora menos que el este de Nebraska; la ${G.cutoff} y el calendario de esta página cuentan en ${f.zona}.${line}`;
  }
  const line = across ? `; el lugar más cercano con ${G.mountainTime} es ${across.name}, ${away(across)}` : "";
  return `${f.name} usa la ${f.zona}${line}.`;
}

/** Where the page measures from, so anyone can check a distance. */
function centreLine(f: EsFacts): string | undefined {
  if (!f.centre) return undefined;
  const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(3)}° ${value >= 0 ? positive : negative}`;
  return `Distancias en línea recta desde el centro de ${f.name}: ${degrees(f.centre.lat, "N", "S")}, ${degrees(f.centre.lng, "E", "O")}.`;
}

// Each line is built only after the lines before it are said, so the ledger sees them.
const LINES: readonly Line[] = [rankLine, hubLine, largerLine, bigCitiesLine, countyLine, countyTownsLine, quartersLine, neighbourZipsLine, densityLine, zoneLine, centreLine];

export function localFacts(page: SpanishWriter): { title: string; items: string[] } {
  const title = page.choose("facts-title", TITLES, `${page.facts.name} de un vistazo`);
  return { title, items: LINES.flatMap((line) => page.say(line(page.facts, page)) ?? []) };
}
