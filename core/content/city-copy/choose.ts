import { stableHash } from "../text";
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
  const all = usable(facts, templates);
  // Prefer wordings that carry a figure (a distance, a ZIP, a head count): they say
  // something only this town's page can say, where the others could sit on any page.
  const specific = all.filter((text) => /\d/.test(text));
  const options = specific.length > 0 ? specific : all;
  if (options.length === 0) return fallback;
  return options[stableHash(`${facts.name}|${slot}`) % options.length] ?? fallback;
}

/** Up to `count` distinct usable texts in a town-specific order. */
export function chooseSeveral(facts: CityFacts, slot: string, templates: readonly Template[], count: number): string[] {
  return usable(facts, templates)
    .map((text, index) => ({ text, key: stableHash(`${facts.name}|${slot}|${index}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((entry) => entry.text);
}
