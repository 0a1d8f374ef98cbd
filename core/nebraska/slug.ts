/** Strips accents so 'Ñ' and 'é' slug as 'n' and 'e' rather than vanishing. */
function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "");
}

function hyphenate(text: string): string {
  return text
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** City slug (docs/product.md): lowercase, runs of non-alphanumerics become '-', dashes trimmed. */
export function citySlug(name: string): string {
  return hyphenate(foldAccents(name).toLowerCase());
}

/** The city route's fallback name for a slug: dashes become spaces, each word capitalised. */
export function cityNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Short forms people type or link to, mapped to the directory's slug (docs/product.md). */
export const CITY_SLUG_ALIASES: Readonly<Record<string, string>> = {
  "st-paul": "saint-paul",
  "st-edward": "saint-edward",
};

/** Normalises a slug from an address and applies the aliases. */
export function resolveCitySlug(slug: string): string {
  const normal = citySlug(slug);
  // Own keys only: "constructor" or "__proto__" from an address must not reach Object.prototype.
  return Object.hasOwn(CITY_SLUG_ALIASES, normal) ? (CITY_SLUG_ALIASES[normal] as string) : normal;
}

/**
 * Category slug from a title (docs/product.md): lowercase, apostrophes dropped, '&' as 'and',
 * other characters as hyphens. 'Sympathy & Funeral' is the one slug written differently.
 */
export function categorySlug(title: string): string {
  const slug = hyphenate(
    foldAccents(title)
      .toLowerCase()
      .replace(/['\u2018\u2019\u02bc`]/g, "")
      .replace(/&/g, " and "),
  );
  return slug === "sympathy-and-funeral" ? "sympathy-funeral" : slug;
}
