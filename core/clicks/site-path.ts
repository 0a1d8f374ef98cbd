import { sitePagePaths } from "../site/pages";

let known: Set<string> | undefined;

/**
 * True when a click's page path is one of the site's own pages (fixed pages,
 * categories, towns, the /terms/ alias). Clicks are stored for 400 days, so
 * free text (control characters, //evil.example/x, random slugs) is refused
 * rather than kept.
 */
export function isSitePagePath(path: string): boolean {
  known ??= new Set(sitePagePaths());
  return known.has(path);
}
