import type { Locale } from "#core/i18n/locale";
import type { BreadcrumbItem } from "#core/seo/structured-data";
import { ChevronRight } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";

export type { BreadcrumbItem };

/** The trail's accessible name in each edition. */
const BREADCRUMB_LABEL = { en: "Breadcrumb", es: "Ruta de navegación" } as const satisfies Record<Locale, string>;

/**
 * Visible breadcrumb; the last item is plain text (docs/product.md, "Routes"). Its BreadcrumbList
 * data comes from the same items via breadcrumbJsonLd in the route's meta.
 */
export function Breadcrumb({ items, locale, className }: { items: BreadcrumbItem[]; locale: Locale; className?: string }) {
  return (
    <nav aria-label={BREADCRUMB_LABEL[locale]} data-slot="breadcrumb" className={cn("text-sm text-muted-foreground", className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {last || !item.path ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-foreground" : undefined}>
                  {item.label}
                </span>
              ) : (
                <a href={item.path} className="underline-offset-4 hover:text-primary hover:underline">
                  {item.label}
                </a>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
