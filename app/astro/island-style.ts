import { Parser } from "htmlparser2";

/** Where a `<style>` is part of other markup, not the page's own: left where it is. */
const FOREIGN = new Set(["svg", "math", "template", "noscript"]);

/** The end of the head, and the first `<style>` element of the body (start and end offsets), read with a real HTML parser. */
function firstBodyStyle(html: string): { headEnd: number; style: { start: number; end: number } } | null {
  let headEnd = -1;
  let inBody = false;
  let foreign = 0;
  let styleStart = -1;
  let found: { start: number; end: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "body") inBody = true;
        else if (FOREIGN.has(name)) foreign += 1;
        else if (name === "style" && inBody && foreign === 0) styleStart = parser.startIndex;
      },
      onclosetag(name, implied) {
        if (name === "head" && !implied && headEnd < 0) headEnd = parser.startIndex;
        else if (FOREIGN.has(name)) foreign -= 1;
        else if (name === "style" && styleStart >= 0 && !implied) {
          found = { start: styleStart, end: parser.endIndex + 1 };
          // Nothing after it is needed: the rest of the page is left unread.
          parser.pause();
        }
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  return found && headEnd >= 0 ? { headEnd, style: found } : null;
}

/**
 * Moves the `<style>` Astro writes before the first island (`astro-island{display:contents}`)
 * from the body, where HTML does not allow a `<style>` (the Nu checker and html-validate both
 * say so), to the end of the head. Found as the body's first style element by an HTML parser,
 * not by its text, so a change in how Astro writes it does not leave it behind. A page without
 * islands has none and is returned as it is.
 */
export function hoistIslandStyle(html: string): string {
  const found = firstBodyStyle(html);
  if (!found) return html;
  const { headEnd, style } = found;
  return html.slice(0, headEnd) + html.slice(style.start, style.end) + html.slice(headEnd, style.start) + html.slice(style.end);
}
