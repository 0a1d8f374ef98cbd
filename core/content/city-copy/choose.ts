import { stableHash } from "../../hash";
import type { CityFacts } from "./facts";

/**
 * A sentence (or phrase) template. It returns undefined when the town lacks the
 * fact it needs, so a template never prints an empty or false claim.
 */
export type Template = (facts: CityFacts) => string | undefined;

/** Whether the page can still say a text; by default anything (text outside the page, such as the head's description). */
export type Fits = (text: string) => boolean;

const anything: Fits = () => true;

function usable(facts: CityFacts, templates: readonly Template[]): string[] {
  return templates.flatMap((template) => template(facts) ?? []);
}

/**
 * One usable template's text that fits, picked by a stable hash of the town name and
 * the slot, so each slot varies independently of the others from town to town.
 */
export function choose(facts: CityFacts, slot: string, templates: readonly Template[], fallback: string, fits: Fits = anything): string {
  const all = usable(facts, templates).filter(fits);
  // Prefer wordings that carry a figure (a distance, a ZIP, a head count): they say
  // something only this town's page can say, where the others could sit on any page.
  const specific = all.filter((text) => /\d/.test(text));
  const options = specific.length > 0 ? specific : all;
  return options.length === 0 ? fallback : (options[stableHash(`${facts.name}|${slot}`) % options.length] ?? fallback);
}

/** Up to `count` distinct usable texts that fit, in a town-specific order. */
export function chooseSeveral(facts: CityFacts, slot: string, templates: readonly Template[], count: number, fits: Fits = anything): string[] {
  return usable(facts, templates)
    .map((text, index) => ({ text, key: stableHash(`${facts.name}|${slot}|${index}`) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.text)
    .filter(fits)
    .slice(0, count);
}

/** A template's text about a town a view may not find: undefined without the town. */
export function about<T>(town: T | undefined, text: (town: T) => string | undefined): string | undefined {
  return town === undefined ? undefined : text(town);
}
