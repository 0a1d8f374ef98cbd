/**
 * The site's two editions (issue 41). English is the default and lives at the root; Spanish
 * lives under /es/. Nothing reads Accept-Language: a visitor and a crawler get the edition of
 * the address they asked for, and each page links its twin.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>` and `inLanguage`: the language as spoken in the United States. */
export const HTML_LANG: Record<Locale, string> = { en: "en-US", es: "es-US" };
/** The `hreflang` value of each edition (lowercase, as search engines write it). */
export const HREFLANG: Record<Locale, string> = { en: "en-us", es: "es-us" };
/** Each edition's name in its own language: the language link says where it goes. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", es: "Español" };

export const SPANISH_PREFIX = "/es/";

/** The edition a (decoded, trailing-slash) path belongs to. */
export function localeOfPath(path: string): Locale {
  return path === "/es" || path.startsWith(SPANISH_PREFIX) ? "es" : "en";
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
