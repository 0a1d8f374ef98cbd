import { getAllCities } from "#core/nebraska/directory";
import { GLOSSARY } from "#core/i18n/glossary";

/**
 * What the Spanish-edition tests read from rendered markup (issue 41): the words a visitor
 * reads or hears (text, alt text, accessible names, placeholders) and every address a link
 * opens. Used by the home and towns-list tests.
 */

/** Names a Spanish page may carry as they are: the brand, the partner, the state, every town and county. */
export const SPANISH_PAGE_NAMES: readonly string[] = [
  GLOSSARY.siteName,
  "FloristOne",
  "Nebraska",
  ...getAllCities().flatMap((city) => [city.name, ...(city.county ? [city.county, `${city.county} County`] : [])]),
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
const decode = (text: string) => text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");

/** The text a visitor reads or hears: element text, then alt, aria-label, title and placeholder values. */
export function readableText(html: string): string {
  const spoken = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1] ?? "");
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return decode([body, ...spoken].join(" ")).replace(/\s+/g, " ").trim();
}

/** Every link's address in the markup (an icon's <use href> is not a link). */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) => decode(match[1] ?? ""));
}

/** Links into this site (not the partner's, not a fragment of the same page). */
export function internalHrefsOf(html: string): string[] {
  return hrefsOf(html).filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith("//") && !href.startsWith("#"));
}
