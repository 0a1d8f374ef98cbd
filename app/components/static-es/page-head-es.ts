import { type PageHead, pageHead } from "#app/lib/seo.ts";

type SpanishHeadInput = Parameters<typeof pageHead>[0];

/**
 * A Spanish page's head: `pageHead` with the Open Graph locale of the Spanish edition.
 * `pageHead` writes `og:locale` as en_US for every page; this swaps it for es_US rather
 * than adding a second tag.
 */
export function pageHeadEs(input: SpanishHeadInput): PageHead {
  const head = pageHead(input);
  return {
    ...head,
    meta: head.meta.map((tag) => ("property" in tag && tag.property === "og:locale" ? { ...tag, content: "es_US" } : tag)),
  };
}
