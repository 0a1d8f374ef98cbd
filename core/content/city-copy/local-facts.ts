import { joinList } from "../text";
import { choose, type Template } from "./choose";
import { CLOSE_TOWNS, FAR_MILES, type CityFacts, type TownNearby } from "./facts";

/**
 * The "at a glance" block: short statements built only from the directory and the
 * generated local facts (GeoNames, Census county outlines, the zipcodes package), so
 * every town page says true things about its own place and no two say the same.
 */

const mi = (town: TownNearby) => `${town.miles} miles ${town.direction}`;

const TITLES: readonly Template[] = [
  (f) => `${f.name} at a Glance`,
  (f) => `Where ${f.name} Is, and What That Means for Delivery`,
  (f) => `${f.name} Delivery Facts`,
  (f) => `Know Before You Send: ${f.name}`,
];

function hubLine(f: CityFacts): string | undefined {
  const hub = f.hub;
  if (!hub) return undefined;
  if (f.populationValue >= 10_000) {
    return `${f.name} is one of Nebraska's cities of 10,000 or more people (${f.population} in the GeoNames count); the nearest other one is ${hub.name}, ${mi(hub)}.`;
  }
  return hub.miles > FAR_MILES
    ? `The nearest city of 10,000 or more people is ${hub.name}, ${mi(hub)}, a long drive from ${f.name}.`
    : `${hub.name}, the nearest city of 10,000 or more people, is ${mi(hub)} of ${f.name}.`;
}

function countyLine(f: CityFacts): string | undefined {
  if (!f.county) return undefined;
  const area = f.countyArea ? `, which covers ${f.countyArea}` : "";
  if (f.seat?.self) return `${f.name} is the county seat of ${f.county}${area}.`;
  if (f.seat) {
    const seat = `${f.seat.name}, ${f.seat.miles} miles ${f.seat.direction}`;
    return `${f.name} is in ${f.county}${area}; the county seat is ${seat}.`;
  }
  return `${f.name} is in ${f.county}${area}.`;
}

function countyTownsLine(f: CityFacts): string | undefined {
  if (!f.county) return undefined;
  if (f.countyTowns.length === 0) return `${f.name} is the only ${f.county} town with its own page on this site.`;
  const list = joinList(f.countyTowns.slice(0, 3).map((town) => `${town.name} (${mi(town)})`));
  return f.countyTowns.length === 1
    ? `One other ${f.county} town has a page here: ${list}.`
    : `Other ${f.county} towns with their own page here: ${list}.`;
}

function zipLine(f: CityFacts): string | undefined {
  if (f.zips.length > 0) {
    const count = f.zips.length === 1 ? "one ZIP code" : `${f.zips.length} ZIP codes`;
    return `The zipcodes data gives ${f.name}'s post office ${count}: ${f.zips.length <= 6 ? joinList([...f.zips]) : `${f.zips.slice(0, 5).join(", ")} and ${f.zips.length - 5} more`}.`;
  }
  const office = f.postOfficeZips.length > 0 ? `its post office uses ZIP ${joinList([...f.postOfficeZips])}` : undefined;
  const near = f.nearestWithZips ? `the closest town listed here with ZIP codes of its own is ${f.nearestWithZips.name}, ${mi(f.nearestWithZips)}` : undefined;
  const parts = [office, near].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return undefined;
  return `${f.name} has no ZIP code of its own in our town list; ${joinList(parts)}.`;
}

const ORDINAL_SUFFIX: Readonly<Record<string, string>> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinalRules = new Intl.PluralRules("en-US", { type: "ordinal" });
const ordinal = (n: number) => `${n}${ORDINAL_SUFFIX[ordinalRules.select(n)] ?? "th"}`;

function zoneLine(f: CityFacts): string {
  const across = f.zoneLineTown;
  if (f.zone === "Mountain") {
    const line = across ? ` Central time begins between here and ${across.name}, ${mi(across)}.` : "";
    return `${f.name} keeps Mountain time, an hour behind Omaha: the 2 PM cut-off is 2 PM Mountain (3 PM Central), and the checker on this page counts in Mountain time.${line}`;
  }
  const line = across ? `; the nearest town on Mountain time is ${across.name}, ${mi(across)}` : "";
  return `${f.name} keeps Central time (cut-off about 2 PM Central)${line}.`;
}

function closeTownsLine(f: CityFacts): string | undefined {
  const within = f.closeTowns.filter((town) => town.miles <= 60);
  const list = (towns: readonly TownNearby[]) => joinList(towns.map((town) => `${town.name} (${mi(town)})`));
  // closeTowns stops at CLOSE_TOWNS: when all of them lie within 60 miles, more may too, so say "nearest", not "all".
  if (within.length === CLOSE_TOWNS) return `The ${CLOSE_TOWNS} nearest towns with their own page here: ${list(within)}.`;
  if (within.length >= 2) return `Towns with their own page within 60 miles: ${list(within)}.`;
  if (f.closeTowns.length === 0) return undefined;
  return `Few towns on this site are close to ${f.name}; the nearest are ${list(f.closeTowns.slice(0, 4))}.`;
}

function bigCitiesLine(f: CityFacts): string | undefined {
  if (f.bigCities.length === 0) return undefined;
  return `In a straight line, ${joinList(f.bigCities.map((town) => `${town.name} is ${mi(town)}`))} of ${f.name}.`;
}

function rankLine(f: CityFacts): string | undefined {
  if (!f.population || !f.populationRank) return undefined;
  return `${f.name} ranks ${ordinal(f.populationRank)} of ${f.townsWithPopulation} by population here, with ${f.population} people (GeoNames).`;
}

function largerLine(f: CityFacts): string | undefined {
  const town = f.nearest;
  if (!town || (f.hub && f.hub.slug === town.slug)) return undefined;
  return town.miles > FAR_MILES
    ? `The nearest larger town, ${town.name}, is ${mi(town)}: far away, not next door.`
    : `The nearest larger town is ${town.name}, ${mi(town)}.`;
}

function quartersLine(f: CityFacts): string | undefined {
  if (f.quarters.length < 2) return undefined;
  const parts = f.quarters.map(({ quarter, town }) => `${town.name} to the ${quarter} (${town.miles} miles)`);
  return `The nearest town with a page here in each direction: ${joinList(parts)}.`;
}

/** A sender often knows the recipient's ZIP, not the town: the neighbours' ZIPs tell whose it is. */
function neighbourZipsLine(f: CityFacts): string | undefined {
  if (f.neighbourZips.length === 0) return undefined;
  const parts = f.neighbourZips.map(({ town, zips }) => `${town.name} ${zips.length <= 3 ? joinList([...zips]) : `${zips.slice(0, 2).join(", ")} and ${zips.length - 2} more`}`);
  return `ZIP codes used by the nearest towns, in case the address you have is one of theirs: ${parts.join("; ")}.`;
}

/** Where the page measures from, so anyone can check a distance. */
function centreLine(f: CityFacts): string | undefined {
  if (!f.centre) return undefined;
  const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(3)}° ${value >= 0 ? positive : negative}`;
  return `Distances on this page are measured from ${f.name}'s centre${f.centre.fromGeoNames ? " as GeoNames places it" : ""}, ${degrees(f.centre.lat, "N", "S")}, ${degrees(f.centre.lng, "E", "W")}.`;
}

export function localFacts(facts: CityFacts): { title: string; items: string[] } {
  const items = [
    rankLine(facts),
    hubLine(facts),
    largerLine(facts),
    bigCitiesLine(facts),
    countyLine(facts),
    countyTownsLine(facts),
    closeTownsLine(facts),
    quartersLine(facts),
    zipLine(facts),
    neighbourZipsLine(facts),
    zoneLine(facts),
    centreLine(facts),
  ];
  return {
    title: choose(facts, "facts-title", TITLES, `${facts.name} at a Glance`),
    items: items.filter((item): item is string => item !== undefined),
  };
}
