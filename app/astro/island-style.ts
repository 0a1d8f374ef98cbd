/** The one style element Astro writes before the first island, wherever that island is. */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Moves Astro's island style from the body, where HTML does not allow a `<style>`
 * (the Nu checker and html-validate both say so), to the end of the head. A page
 * without islands has none and is returned as it is.
 */
export function hoistIslandStyle(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf("</head>");
  if (!match || headEnd < 0 || match.index < headEnd) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, headEnd) + match[0] + without.slice(headEnd);
}
