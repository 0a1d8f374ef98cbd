import { fixedPathIn, twinPath } from "#core/routes/routes";
import { HTML_LANG, LANGUAGE_NAME, type Locale, otherLocale } from "#core/i18n/locale";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other
 * edition (its home when the page has no twin, as the 404 screen). A link, never a redirect
 * (issue 41): nothing reads Accept-Language.
 */
export function LanguageLink({ currentPath, locale, className }: { currentPath: string; locale: Locale; className?: string }) {
  const other = otherLocale(locale);
  const href = twinPath(currentPath) ?? fixedPathIn(other, "/");
  return (
    <a href={href} hrefLang={HTML_LANG[other].toLowerCase()} lang={HTML_LANG[other]} className={className} data-slot="language-link">
      {LANGUAGE_NAME[other]}
    </a>
  );
}
