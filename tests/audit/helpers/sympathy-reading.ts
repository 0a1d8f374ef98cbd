import { findAll, findOne, removeElement, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { repeatedPhrases } from "#core/content/page-repetition";

/**
 * What a reader of the sympathy page would trip over (docs/product.md, "When is the
 * service?"): a 6-word phrase more than twice, or a sentence said twice, in the text of
 * <main> outside the partner's product cards (their names, what they hold and their sizes are the
 * partner's words).
 */
export function sympathyReadingFindings(html: string): string[] {
  const document = parseDocument(html);
  const main = findOne((element) => element.name === "main", document.children, true);
  if (!main) return ["no <main>"];
  const skipped = (element: { name: string; attribs: Record<string, string> }) =>
    element.name === "script" || element.name === "style" || element.attribs["data-slot"] === "product-card" || element.attribs["data-slot"] === "product";
  for (const element of findAll(skipped, main.children)) removeElement(element);
  const text = textContent(main).replace(/\s+/g, " ");
  const found = repeatedPhrases(text, "Nebraska").map(({ phrase, count }) => `"${phrase}" ×${count}`);
  const seen = new Map<string, number>();
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const key = sentence.trim().toLowerCase();
    if (key.split(" ").length >= 5) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const [sentence, count] of seen) if (count > 1) found.push(`sentence ×${count}: ${sentence}`);
  return found;
}
