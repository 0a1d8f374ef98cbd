import { stableHash } from "../../hash";
import type { CityFacts } from "./facts";

/**
 * A sentence (or phrase) template. It returns undefined when the town lacks the
 * fact it needs, so a template never prints an empty or false claim.
 */
export type Template = (facts: CityFacts) => string | undefined;

function usable(facts: CityFacts, templates: readonly Template[]): string[] {
  return templates.flatMap((template) => template(facts) ?? []);
}

/**
 * One usable template's text, picked by a stable hash of the town name and the
 * slot, so each slot varies independently of the others from town to town.
 */
export function choose(facts: CityFacts, slot: string, templates: readonly Template[], fallback: string): string {
  const ledger = facts.ledger;
  const all = usable(facts, templates).filter((text) => !ledger || ledger.fits(text));
  // Prefer wordings that carry a figure (a distance, a ZIP, a head count): they say
  // something only this town's page can say, where the others could sit on any page.
  const specific = all.filter((text) => /\d/.test(text));
  const options = specific.length > 0 ? specific : all;
  const chosen = options.length === 0 ? fallback : (options[stableHash(`${facts.name}|${slot}`) % options.length] ?? fallback);
  return ledger ? ledger.add(chosen) : chosen;
}

/** Up to `count` distinct usable texts in a town-specific order (not recorded in the ledger: the caller takes what it uses). */
export function chooseSeveral(facts: CityFacts, slot: string, templates: readonly Template[], count: number): string[] {
  return usable(facts, templates)
    .map((text, index) => ({ text, key: stableHash(`${facts.name}|${slot}|${index}`) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.text)
    .filter((text) => !facts.ledger || facts.ledger.fits(text))
    .slice(0, count);
}

/** Records and returns `text` when the page can still say it, else undefined. */
export function say(facts: CityFacts, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  return facts.ledger ? facts.ledger.take(text) : text;
}

/** The towns the page may still name. */
export function nameable<T extends { name: string }>(facts: CityFacts, towns: readonly T[]): T[] {
  return towns.filter((town) => !facts.ledger || facts.ledger.left(town.name) > 0);
}
