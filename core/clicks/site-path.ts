import { twinPath } from "../routes/routes";
import { sitePagePaths } from "../site/pages";

let known: Set<string> | undefined;

/**
 * True when a click's page path is one of the site's own pages in either edition (fixed
 * pages, categories, towns, the /terms/ alias). Clicks are stored for 400 days, so
 * free text (control characters, //evil.example/x, random slugs) is refused
 * rather than kept.
 */
export function isSitePagePath(path: string): boolean {
  // Both editions (issue 41): a click on a Spanish page is stored with its Spanish path.
  known ??= new Set(sitePagePaths().flatMap((path) => [path, twinPath(path) ?? path]));
  return known.has(path);
}
