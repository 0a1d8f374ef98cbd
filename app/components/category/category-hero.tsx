import type { CategoryPage } from "#core/content/category-pages";
import type { Locale } from "#core/i18n/locale";
import { ShoppingBag } from "#app/components/ui/icons.tsx";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { OrderForDelivery } from "#app/components/layout/order-for-delivery.tsx";
import { Breadcrumb, type BreadcrumbItem } from "#app/components/seo/breadcrumb.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ContentIcon } from "#app/components/ui/content-icon.tsx";
import { CheckoutLanguageNote } from "#app/components/products/checkout-note.tsx";
import { BouquetIllustration } from "./bouquet-illustration";
import { CATEGORY_TEXT } from "./category-text";

type CategoryHeroProps = {
  slug: string;
  page: CategoryPage;
  breadcrumb: BreadcrumbItem[];
  /**
   * The page's edition. A Spanish hero holds the page's first partner link (its order button),
   * so it says there, once, that the partner's checkout is in English (CheckoutLanguageNote):
   * the page then gives its collection `languageNote={false}`.
   */
  locale: Locale;
};

export function CategoryHero({ slug, page, breadcrumb, locale }: CategoryHeroProps) {
  return (
    <section data-slot="category-hero" className="relative overflow-hidden bg-gradient-to-b from-secondary via-accent to-background">
      <PetalBackdrop />
      <div className="relative mx-auto max-w-7xl px-4 pt-6 pb-14 sm:px-6 sm:pb-20">
        <Breadcrumb items={breadcrumb} locale={locale} />
        <div className="mt-10 grid items-center gap-10 sm:mt-14 lg:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col items-start gap-5">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-card text-primary shadow-[var(--shadow-card)]">
              <ContentIcon name={page.icon} className="size-7" />
            </span>
            <div>
              <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{page.title}</h1>
              <p data-slot="category-description" className="mt-3 text-lg font-medium text-secondary-foreground">
                {page.description}
              </p>
            </div>
            <p className="max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{page.heroText}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <a href="#collection" className={buttonVariants({ variant: "outline", size: "lg" })}>
                <ShoppingBag aria-hidden="true" />
                {CATEGORY_TEXT[locale].browseCollection}
              </a>
              <OrderForDelivery to={{ kind: "category", slug }} placement="category-order" locale={locale} />
            </div>
            <CheckoutLanguageNote locale={locale} className="max-w-xl" />
            <AffiliateNote className="max-w-xl" locale={locale} />
          </div>
          <div className="hidden justify-center lg:flex">
            <BouquetIllustration className="h-auto w-full max-w-xs drop-shadow-sm" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** A few soft petals in the corner; decoration only. */
function PetalBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 200 200"
      width="200"
      height="200"
      className="pointer-events-none absolute -top-6 -right-10 size-56 text-flower-strong/25 sm:size-80 lg:hidden"
    >
      <g fill="currentColor">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx="100" cy="60" rx="22" ry="44" transform={`rotate(${angle} 100 100)`} />
        ))}
      </g>
      <circle cx="100" cy="100" r="14" className="fill-primary/20" />
    </svg>
  );
}
