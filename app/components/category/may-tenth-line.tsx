import { otherEditionLine } from "#core/content/category-pages";
import type { Locale } from "#core/i18n/locale";
import { cn } from "#app/lib/cn.ts";

/**
 * The English Mother's Day page's one line about May 10 (issue 41, item 5): "Many families also
 * celebrate Día de las Madres on May 10 — en español", linking the Spanish page. Nothing on any
 * other page or edition.
 */
export function MayTenthLine({ slug, locale, className }: { slug: string; locale: Locale; className?: string }) {
  const line = otherEditionLine(slug, locale);
  if (!line) return null;
  return (
    <p data-slot="may-tenth-line" className={cn("text-sm text-muted-foreground", className)}>
      {line.text}
      <a href={line.href} hrefLang={line.lang} lang={line.lang} className="font-medium text-primary underline underline-offset-2">
        {line.linkText}
      </a>
    </p>
  );
}
