import type { Locale } from "#core/i18n/locale";
import { BUDGETS, ORDERS, type ShopView, VIEW_LABELS, viewSearch } from "#core/products/shop-view";
import { categoryPagePath } from "#core/site/category-path";
import { cn } from "#app/lib/cn.ts";
import { PRODUCTS_TEXT } from "./products-text";

function ViewLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <li>
      <a
        href={href}
        aria-current={current ? "page" : undefined}
        className={cn(
          "inline-flex min-h-9 items-center rounded-full border px-3 text-sm transition-colors",
          current ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:border-primary",
        )}
      >
        {children}
      </a>
    </li>
  );
}

/**
 * Budget and order as plain links (issue 29): each is the category page with a query
 * string, so they work without script; the page renders the chosen view on the server.
 */
export function ShopViewLinks({ slug, view, locale }: { slug: string; view: ShopView; locale: Locale }) {
  const path = categoryPagePath(slug, locale);
  const text = PRODUCTS_TEXT[locale].shopView;
  const labels = VIEW_LABELS[locale];
  return (
    <nav aria-label={text.nav} data-slot="shop-view" className="mb-8 flex flex-col items-center gap-3">
      <ul aria-label={text.budget} className="flex flex-wrap justify-center gap-2">
        {BUDGETS.map((budget) => (
          <ViewLink key={budget.key} href={`${path}${viewSearch({ ...view, budget: budget.key })}`} current={view.budget === budget.key}>
            {labels.budget[budget.key]}
          </ViewLink>
        ))}
      </ul>
      <ul aria-label={text.order} className="flex flex-wrap justify-center gap-2">
        {ORDERS.map((order) => (
          <ViewLink key={order.key} href={`${path}${viewSearch({ ...view, order: order.key })}`} current={view.order === order.key}>
            {labels.order[order.key]}
          </ViewLink>
        ))}
      </ul>
    </nav>
  );
}

