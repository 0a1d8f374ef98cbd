import { joinList } from "../text";
import type { Template } from "./choose";
import { FAR_MILES, type CityFacts } from "./facts";
import type { PageWriter } from "./page-writer";
import { countyTowns, landmarkCities, nearestHubCity, nearestLargerTown, townEachWay, townMiles, zoneLineTown, type TownNearby } from "./towns-around";

/**
 * The "at a glance" block: short statements built only from the directory and the
 * generated local facts (docs/data-sources.md), so every town page says true things
 * about its own place. Each line goes through the page's ledger: a line that would
 * name a neighbour a third time drops that neighbour, or the line.
 */

const mi = (town: TownNearby) => `${town.miles} miles ${town.direction}`;

const TITLES: readonly Template[] = [
  (f) => `${f.name} at a Glance`,
  (f) => `Where ${f.name} Is, and What That Means for Delivery`,
  (f) => `${f.name} Delivery Facts`,
  (f) => `Know Before You Send: ${f.name}`,
];

/** One line of the block; `page` for the lines that ask what the page has said. */
type Line = (f: CityFacts, page: PageWriter) => string | undefined;

function hubLine(f: CityFacts): string | undefined {
  const hub = nearestHubCity(f);
  if (!hub) return undefined;
  if (f.populationValue >= 10_000) {
    return `${f.name} is one of Nebraska's cities of 10,000 or more people; the nearest other one is ${hub.name}, ${mi(hub)}.`;
  }
  return hub.miles > FAR_MILES
    ? `The nearest city of 10,000 or more people is ${hub.name}, ${mi(hub)}, a long drive from ${f.name}.`
    : `${hub.name}, the nearest city of 10,000 or more people, is ${mi(hub)} of ${f.name}.`;
}

function countyLine(f: CityFacts, page: PageWriter): string | undefined {
  if (!f.county) return undefined;
  const area = f.countyArea ? `, which covers ${f.countyArea}` : "";
  if (f.seat?.self) return `${f.name} is the county seat of ${f.county}${area}.`;
  if (f.seat) {
    // The seat is named where the page has not named it twice already; its distance is told either way.
    const seat = page.nameable([f.seat]).length > 0 ? `${f.seat.name}, ${f.seat.miles} miles ${f.seat.direction}` : `${f.seat.miles} miles ${f.seat.direction} of here`;
    return `${f.name} is in ${f.county}${area}; the county seat is ${seat}.`;
  }
  return `${f.name} is in ${f.county}${area}.`;
}

function countyTownsLine(f: CityFacts, page: PageWriter): string | undefined {
  if (!f.county) return undefined;
  const inCounty = countyTowns(f);
  if (inCounty.length === 0) return `${f.name} is the only ${f.county} town with its own page on this site.`;
  const towns = page.nameable(inCounty).slice(0, 3);
  if (towns.length === 0) return undefined;
  const list = joinList(towns.map((town) => `${town.name} (${mi(town)})`));
  return inCounty.length === 1 ? `One other ${f.county} town has a page here: ${list}.` : `Other ${f.county} towns with a page here include ${list}.`;
}

const ORDINAL_SUFFIX: Readonly<Record<string, string>> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinalRules = new Intl.PluralRules("en-US", { type: "ordinal" });
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[ordinalRules.select(n)] ?? "th"}`;

function zoneLine(f: CityFacts): string {
  const across = zoneLineTown(f);
  if (f.zone === "Mountain") {
    const line = across ? ` Central time begins between here and ${across.name}, ${mi(across)}.` : "";
    return `${f.name} keeps Mountain time, an hour behind eastern Nebraska: the same-day cut-off there is by the Mountain clock, an hour later than by a Central one, and the checker on this page counts in Mountain time.${line}`;
  }
  const line = across ? `; the nearest town on Mountain time is ${across.name}, ${mi(across)}` : "";
  return `${f.name} keeps Central time${line}.`;
}

function bigCitiesLine(f: CityFacts, page: PageWriter): string | undefined {
  const cities = page.nameable(landmarkCities(f));
  if (cities.length === 0) return undefined;
  return `In a straight line, ${joinList(cities.map((town) => `${town.name} is ${mi(town)}`))} of ${f.name}.`;
}

/** The rank says what it ranks among: not every town on the site has a population count. */
function rankLine(f: CityFacts): string | undefined {
  if (!f.population || !f.populationRank) return undefined;
  if (f.populationRank === 1) return `${f.name} has more people than any other of the ${f.townCount} towns on this site.`;
  return `Of the ${f.townsWithPopulation} towns on this site with a population count (the other ${f.townCount - f.townsWithPopulation} have no figure in our data), ${f.name} is the ${ordinal(f.populationRank)} largest.`;
}

function largerLine(f: CityFacts): string | undefined {
  const town = nearestLargerTown(f);
  const hub = nearestHubCity(f);
  if (!town || (hub && hub.slug === town.slug)) return undefined;
  return town.miles > FAR_MILES
    ? `The nearest larger town, ${town.name}, is ${mi(town)}: far away, not next door.`
    : `The nearest larger town is ${town.name}, ${mi(town)}.`;
}

function quartersLine(f: CityFacts, page: PageWriter): string | undefined {
  const quarters = townEachWay(f).filter(({ town }) => page.nameable([town]).length > 0);
  if (quarters.length < 2) return undefined;
  const parts = quarters.map(({ quarter, town }) => `${town.name} to the ${quarter} (${town.miles} miles)`);
  return `The nearest town with a page here in each direction: ${joinList(parts)}.`;
}

/** How close the neighbours are, in numbers: a crowded corner of the state or an empty one. */
export function densityLine(f: { name: string; townMiles: readonly number[] }): string | undefined {
  const [nearest] = f.townMiles;
  if (nearest === undefined) return undefined;
  const within = (miles: number) => f.townMiles.filter((distance) => distance <= miles).length;
  const [near, far] = [within(25), within(50)];
  const towns = (n: number) => `${f.name} has ${n === 1 ? "one other town" : `${n} other towns`} with a page here`;
  const away = (miles: number) => `${miles} ${miles === 1 ? "mile" : "miles"} away`;
  if (far === 0) return `No other town with a page here lies within 50 miles of ${f.name}; the nearest is ${away(nearest)}.`;
  if (near === 0) return `Within 25 miles of ${f.name} there is no other town with a page here; within 50 miles there ${far === 1 ? "is one" : `are ${far}`}, the nearest ${away(nearest)}.`;
  if (near === far) {
    const next = f.townMiles[near];
    return `${towns(near)} within 25 miles${next === undefined ? "" : `; the next is ${away(next)}`}.`;
  }
  return `${towns(near)} within 25 miles, and ${far} within 50 miles.`;
}

/** Where the page measures from, so anyone can check a distance. */
function centreLine(f: CityFacts): string | undefined {
  if (!f.centre) return undefined;
  const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(3)}° ${value >= 0 ? positive : negative}`;
  return `Distances on this page are straight-line miles from ${f.name}'s centre, ${degrees(f.centre.lat, "N", "S")}, ${degrees(f.centre.lng, "E", "W")}.`;
}

// Each line is built only after the lines before it are said, so the ledger sees them.
const LINES: readonly Line[] = [
  rankLine,
  hubLine,
  largerLine,
  bigCitiesLine,
  countyLine,
  countyTownsLine,
  quartersLine,
  (f) => densityLine({ name: f.name, townMiles: townMiles(f) }),
  zoneLine,
  centreLine,
];

export function localFacts(page: PageWriter): { title: string; items: string[] } {
  const title = page.choose("facts-title", TITLES, `${page.facts.name} at a Glance`);
  return { title, items: LINES.flatMap((line) => page.say(line(page.facts, page)) ?? []) };
}
