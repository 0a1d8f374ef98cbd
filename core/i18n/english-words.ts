/**
 * Finds English left in Spanish text (issue 41): the tests read every Spanish page's main
 * content through this, with the names a page may carry (towns, counties, the brand, the
 * partner's own product text) taken out first. Words that are Spanish too ("a", "no", "son",
 * "come") are not listed; English dates are ("Monday", "February", "PM").
 */
const ENGLISH_WORDS = new Set(
  [
    "the", "and", "with", "your", "you", "our", "we", "this", "that", "these", "those", "from", "for", "is", "are",
    "was", "were", "will", "can", "not", "it", "its", "of", "to", "in", "on", "at", "by", "or", "be", "what", "when",
    "where", "how", "which", "who", "near", "send", "sent", "delivery", "deliver", "delivered", "deliveries",
    "flowers", "flower", "order", "orders", "ordered", "ordering", "town", "towns", "city", "cities", "today",
    "tomorrow", "day", "days", "price", "prices", "shop", "shops", "florist", "florists", "checkout", "search",
    "same", "next", "last", "more", "about", "contact", "privacy", "terms", "service", "charge", "tax",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
    "am", "pm", "a.m.", "p.m.",
  ],
);

/** Words of `text`, lowercased, with letters and the dots of "p.m." kept. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]+(?:\.[\p{L}]+\.?)?/gu) ?? [];
}

/**
 * The English words in `text` once every allowed name is taken out (longest names first, so
 * "South Sioux City" goes before "Sioux"). Empty means the text reads as Spanish.
 */
export function englishWordsIn(text: string, allowed: readonly string[] = []): string[] {
  let rest = ` ${text} `;
  for (const name of [...allowed].filter(Boolean).sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(" ");
  }
  return words(rest).filter((word) => ENGLISH_WORDS.has(word));
}
