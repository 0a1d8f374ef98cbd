import { RULES_CLAUSE_ES } from "../delivery-days-copy";
import { CUTOFF_WORDS } from "../../i18n/cutoff-words";
import { GLOSSARY } from "../../i18n/glossary";
import type { CompassDirection } from "../../nebraska/geo";
import type { City } from "../../nebraska/types";
import type { Zone } from "../city-copy/towns-around";

/**
 * The Spanish words the town pages build their sentences from data with: directions, miles,
 * lists, counties, regions, time zones and ZIP codes. The site's chosen terms come from
 * core/i18n/glossary.ts; this file only puts them together the way Spanish needs (gender,
 * "del" and "al", "y" before an i- sound). Numbers stay as the English page writes them
 * (51,440): that is how Spanish-speaking readers in the United States read them.
 */

export const G = GLOSSARY;

/** "2:00 p. m.", as the Spanish pages write the same-day cut-off. */
export const CUTOFF = CUTOFF_WORDS.es;

/** Said wherever the copy promises same-day delivery (city-copy/faq.ts NO_DELIVERY_DAYS, in Spanish). */
export const NO_DELIVERY_DAYS_ES = `${RULES_CLAUSE_ES}.`;

/** The plural of GLOSSARY.zipCode ("código postal"), which the glossary does not list. */
export const ZIP_CODES = "códigos postales";

/** A glossary term at the start of a sentence or a heading. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DIRECTIONS: Readonly<Record<CompassDirection, string>> = {
  north: "norte",
  northeast: "noreste",
  east: "este",
  southeast: "sureste",
  south: "sur",
  southwest: "suroeste",
  west: "oeste",
  northwest: "noroeste",
};

/** 'noreste' for 'northeast'; a direction the table lacks is an error, never English on a Spanish page. */
export function direction(english: string): string {
  const spanish = (DIRECTIONS as Readonly<Record<string, string>>)[english];
  if (spanish === undefined) throw new Error(`No Spanish for the direction "${english}"`);
  return spanish;
}

/** '1 milla', '35 millas'. */
export function miles(n: number): string {
  return `${n} ${n === 1 ? "milla" : "millas"}`;
}

/** 'a 35 millas al este': how far and which way a town lies. */
export function away(town: { miles: number; direction: string }): string {
  return `a ${miles(town.miles)} al ${direction(town.direction)}`;
}

/** 'a', 'a y b', 'a, b y c'; "e" instead of "y" before a name that starts with an i sound (Imperial, Hildreth). */
export function joinY(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const last = items[items.length - 1] ?? "";
  const and = /^h?i(?![aeiouáéó])/i.test(last) ? "e" : "y";
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

/** 'condado de Dawson' from 'Dawson' or 'Dawson County'; undefined for none. */
export function countyName(county: string | undefined): string | undefined {
  const bare = county?.replace(/\s+County$/i, "").trim();
  return bare ? `condado de ${bare}` : undefined;
}

/** A place named with its article, and the same after "en" and "de" ('del condado', 'de la zona'). */
export type Place = Readonly<{ el: string; en: string; de: string }>;

export function place(withArticle: string): Place {
  const de = withArticle.startsWith("el ") ? `del ${withArticle.slice(3)}` : `de ${withArticle}`;
  return { el: withArticle, en: `en ${withArticle}`, de };
}

const REGIONS: Readonly<Record<string, string>> = {
  "Central Nebraska": "el centro de Nebraska",
  "Western Nebraska": "el oeste de Nebraska",
  "Eastern Nebraska": "el este de Nebraska",
  "Northeast Nebraska": "el noreste de Nebraska",
  "Southeast Nebraska": "el sureste de Nebraska",
};

/**
 * The town's part of the state from the directory's region and area, as city-copy/facts.ts
 * reads them: 'la zona de Grand Island, en el centro de Nebraska', 'el noreste de Nebraska';
 * undefined where the directory says only 'Nebraska'. 'Other …' areas say nothing.
 */
export function regionOf(city: Pick<City, "region" | "area">): string | undefined {
  const region = REGIONS[city.region];
  if (region === undefined) return undefined;
  const area = city.area?.trim();
  if (!area || /^other\b/i.test(area)) return region;
  const metro = /^(.+) Metro$/i.exec(area);
  const zone = /^(.+) Area$/i.exec(area);
  const named = metro ? `el área metropolitana de ${metro[1]}` : zone ? `la zona de ${zone[1]}` : undefined;
  return named ? `${named}, en ${region}` : region;
}

/** 'hora del Centro' or 'hora de la Montaña' (glossary). */
export function zoneWords(zone: Zone): string {
  return zone === "Mountain" ? G.mountainTime : G.centralTime;
}

/** 'código postal 68850' or 'códigos postales 68801, 68802 y 68803' (a long list: the first three and how many more). */
export function zipPhrase(zips: readonly string[]): string | undefined {
  if (zips.length === 0) return undefined;
  if (zips.length === 1) return `${G.zipCode} ${zips[0]}`;
  if (zips.length <= 4) return `${ZIP_CODES} ${joinY(zips)}`;
  return `${ZIP_CODES} ${zips.slice(0, 3).join(", ")} y ${zips.length - 3} más`;
}

/**
 * Says, every time, that a town listed without ZIPs gets its mail through its post office's:
 * "código postal 68814, el del correo", as a neighbour would say it (issue 50: not "de la
 * oficina de correos", which reads as a form; not "el de su correo", where "su" reads as the
 * reader's own mail or e-mail).
 */
export const POST_OFFICE = "el del correo";

/** POST_OFFICE for several ZIPs. */
export const POST_OFFICE_MANY = "los del correo";

/** A place with at least this many people is a "ciudad"; a smaller one, or one without a figure, a "pueblo". */
export const CITY_POPULATION = 10_000;

/** "pueblo" or "ciudad", by head count: what kind of place the copy says a town is (glossary smallTown, town). */
export function kindOf(population: number): Kind {
  return population >= CITY_POPULATION ? CITY : PUEBLO;
}

/** A kind of place with the words Spanish needs around it: article, gender, "more" and "nearest" agreeing. */
export type Kind = Readonly<{ noun: string; un: string; el: string; cercano: string; este: string }>;

const PUEBLO: Kind = { noun: G.smallTown, un: `un ${G.smallTown}`, el: `el ${G.smallTown}`, cercano: "cercano", este: "este" };
const CITY: Kind = { noun: G.town, un: `una ${G.town}`, el: `la ${G.town}`, cercano: "cercana", este: "esta" };

/**
 * A town's ZIP as the Spanish pages name it wherever they name one (city-copy/facts.ts
 * zipLabel): 'código postal 68045'; 'código postal 68031, el del correo' for a town
 * the directory lists without ZIPs; '10 códigos postales' for several.
 */
export function zipLabel(zips: readonly string[], postOfficeZips: readonly string[]): string | undefined {
  if (zips.length === 1) return `${G.zipCode} ${zips[0]}`;
  if (zips.length > 1) return `${zips.length} ${ZIP_CODES}`;
  if (postOfficeZips.length === 1) return `${G.zipCode} ${postOfficeZips[0]}, ${POST_OFFICE}`;
  if (postOfficeZips.length > 1) return `${ZIP_CODES} ${joinY(postOfficeZips)}, ${POST_OFFICE_MANY}`;
  return undefined;
}
