import { twinPath } from "#core/i18n/edition-paths";
import { SPANISH_EDITION_PUBLISHED } from "#core/i18n/edition";
import { HTML_LANG, LANGUAGE_NAME, type Locale, otherLocale } from "#core/i18n/locale";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other
 * edition (its home when the page has no twin, as the 404 screen). A link, never a redirect
 * (issue 41): nothing reads Accept-Language. English pages show it once the Spanish edition
 * is published (core/i18n/edition.ts).
 */
export function LanguageLink({ currentPath, locale, className }: { currentPath: string; locale: Locale; className?: string }) {
  if (locale === "en" && !SPANISH_EDITION_PUBLISHED) return null;
  const other = otherLocale(locale);
  const href = twinPath(currentPath) ?? (other === "es" ? "/es/" : "/");
  return (
    <a href={href} hrefLang={HTML_LANG[other].toLowerCase()} lang={HTML_LANG[other]} className={className} data-slot="language-link">
      {LANGUAGE_NAME[other]}
    </a>
  );
}
