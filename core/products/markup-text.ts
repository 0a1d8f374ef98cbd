import { Parser } from "htmlparser2";

/**
 * The words of a partner's markup: every tag is a word break and every entity HTML knows
 * is decoded. The partner writes bits of HTML in product fields (`<b>`, `&amp;`, `&quot;`);
 * what it may write next is its choice, so this is read by a real HTML tokenizer.
 */
export function markupText(markup: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: () => parts.push(" "),
      onclosetag: () => parts.push(" "),
    },
    { decodeEntities: true },
  );
  parser.end(markup);
  return parts.join("");
}
