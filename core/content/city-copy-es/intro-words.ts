import type { EsFacts } from "./facts";
import { away, direction, miles } from "./words";

/**
 * What a hand-written intro (intros.ts and the intros-*.ts files beside it) needs from the
 * data, so the prose is written by hand but no distance is: the miles and the way to a named
 * town come from the page's own list of towns around (the same figures as the English page
 * and the "De un vistazo" list), and a name the list lacks is an error, not a guess.
 */
export type Intro = (f: EsFacts) => string;

/**
 * Thrown when the data no longer holds a fact an intro was written from (a town renamed away,
 * a head count dropped): the page then falls back to the put-together intro rather than say
 * something untrue, and town-words.test.ts fails for every directory town that falls back.
 */
export class MissingFact extends Error {}

/** 'a 16 millas al oeste': where `name` lies from this town. */
export function hasta(f: EsFacts, name: string): string {
  const town = f.around.find((other) => other.name === name);
  if (!town) throw new MissingFact(`${name} is not among the towns around ${f.name}`);
  return away(town);
}

const OPPOSITE: Readonly<Record<string, string>> = {
  north: "south",
  northeast: "southwest",
  east: "west",
  southeast: "northwest",
  south: "north",
  southwest: "northeast",
  west: "east",
  northwest: "southeast",
};

/** 'a 11 millas al sur de Neligh': where this town lies from `name` (the way back from hasta). */
export function desde(f: EsFacts, name: string): string {
  const town = f.around.find((other) => other.name === name);
  const back = town ? OPPOSITE[town.direction] : undefined;
  if (!town || !back) throw new MissingFact(`${name} is not among the towns around ${f.name}`);
  return `a ${miles(town.miles)} al ${direction(back)} de ${name}`;
}

/** 'a 10 millas al norte': where the county seat lies, for a seat without a page of its own (Center). */
export function sede(f: EsFacts): string {
  if (!f.seat || f.seat.self) throw new MissingFact(`${f.name} has no county seat elsewhere`);
  return away(f.seat);
}

/** '1,626 habitantes' (not 'unas …': the count is exact): the directory's head count, as the English page gives it. */
export function gente(f: EsFacts): string {
  if (!f.population) throw new MissingFact(`${f.name} has no head count`);
  return `${f.population} habitantes`;
}
