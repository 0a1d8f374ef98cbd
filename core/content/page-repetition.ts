/**
 * Checks that a town page reads like something a person wrote: no phrase said over
 * and over, no neighbour named again and again. Pure functions over a page's main
 * text, shared by the copy tests and the audit of the built pages.
 */

/** How many words make one phrase when a page is checked for repetition. */
const PHRASE_WORDS = 6;

/** How often one phrase, or one neighbour's name, may appear in a page's main text. */
export const MAX_REPEATS = 2;

const NAME_TOKEN = "⟨town⟩";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^a-z0-9'⟨⟩]+/)
    .filter((word) => word.length > 0);
}

/**
 * The 6-word phrases a page says more than MAX_REPEATS times, with their counts.
 * The town's own name counts as one word, so "delivery in Grand Island today" and
 * "delivery in Hooper today" are the same phrase length.
 */
export function phrasesOf(text: string, cityName: string, size = PHRASE_WORDS): string[] {
  const masked = text.replace(new RegExp(`\\b${escapeRegExp(cityName)}\\b`, "gi"), ` ${NAME_TOKEN} `);
  const list = words(masked);
  const phrases: string[] = [];
  for (let i = 0; i + size <= list.length; i++) phrases.push(list.slice(i, i + size).join(" "));
  return phrases;
}

export function repeatedPhrases(text: string, cityName: string, size = PHRASE_WORDS, max = MAX_REPEATS): { phrase: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const phrase of phrasesOf(text, cityName, size)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > max)
    .map(([phrase, count]) => ({ phrase: phrase.replaceAll(NAME_TOKEN, cityName), count }))
    .sort((a, b) => b.count - a.count);
}

/**
 * How often `name` is named in `text` as a town: whole words, case as written,
 * not as part of a county's name ("Lincoln County" is not Lincoln).
 */
export function townMentions(text: string, name: string): number {
  const pattern = new RegExp(`(?<![\\w'-])${escapeRegExp(name)}(?![\\w-]|'s Day| County)`, "g");
  return text.match(pattern)?.length ?? 0;
}

/** How often an exact sentence or phrase occurs in a text (whitespace-insensitive). */
export function occurrences(text: string, phrase: string): number {
  const pattern = new RegExp(escapeRegExp(phrase.trim()).replace(/\s+/g, "\\s+"), "g");
  return text.match(pattern)?.length ?? 0;
}
