import { isPartnerCategorySlug } from "#core/affiliate/links";
import type { Locale } from "#core/i18n/locale";
import { QueryClientProvider } from "@tanstack/react-query";
import { ArrowRight } from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { useMounted } from "#app/lib/use-mounted.ts";
import { categoryPagePath } from "#core/site/category-path";
import { applyView, DEFAULT_VIEW, type ShopView, viewSearch } from "#core/products/shop-view";
import { ProductCardSkeleton } from "./product-card";
import { CollectionGrid } from "./product-lists";
import { PRODUCTS_TEXT } from "./products-text";
import { ShopViewLinks } from "./shop-view-links";
import { CheckoutLanguageNote, CheckoutNote } from "./checkout-note";
import { anyDelivered, hasServedCards, type ServedProducts } from "./served-products";
import { useProducts } from "./use-products";

/** Skeleton grid of 6 while the collection loads (docs/product.md, "Category pages"). */
function CollectionSkeleton({ locale }: { locale: Locale }) {
  return (
    <div role="status" aria-label={PRODUCTS_TEXT[locale].loading} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 6 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

export type CategoryCollectionProps = {
  slug: string;
  /** The category's title, for the closing "Browse Complete {title} Collection" link. */
  title: string;
  /** What the server said of the products it rendered into `children`; null when it had none. */
  served?: ServedProducts | null;
  /** The budget and order asked in the address (core/products/shop-view.ts). */
  view?: ShopView;
  /** True when the server had products but none in this view: its slot holds no cards to show so. */
  emptyView?: boolean;
  /** The server's cards for this view (the default Astro slot: CollectionGrid rendered on the server). */
  children?: ReactNode;
  /** The page's edition (the Spanish page passes "es" and its Spanish title). */
  locale: Locale;
  /**
   * On a Spanish page: whether the collection says, once, near its first partner link, that the
   * partner's checkout is in English (CheckoutLanguageNote). True unless the page already said it
   * nearer its first partner link (the category hero does). Never drawn in English.
   */
  languageNote?: boolean;
};

type CollectionState = Omit<CategoryCollectionProps, "view" | "locale" | "languageNote"> & { view: ShopView; locale: Locale; languageNote: boolean };

/** A view with no product in it: the links to the others and one to every price. */
function EmptyView({ slug, view, locale }: { slug: string; view: ShopView; locale: Locale }) {
  const text = PRODUCTS_TEXT[locale].collection;
  return (
    <div>
      <CollectionLead locale={locale} />
      <ShopViewLinks slug={slug} view={view} locale={locale} />
      <p data-slot="view-empty" className="mx-auto mb-8 max-w-xl text-center text-muted-foreground">
        {text.noneInBudget}
        <a className="font-medium text-primary underline" href={`${categoryPagePath(slug, locale)}${viewSearch({ ...view, budget: "all" })}`}>
          {text.everyPrice}
        </a>
      </p>
    </div>
  );
}

const ROOT_SLOT = "category-collection";

/** Said above products only: over the fallback it would promise arrangements that are not there. */
function CollectionLead({ locale }: { locale: Locale }) {
  return (
    <p data-slot="collection-lead" className="mx-auto -mt-5 mb-8 max-w-2xl text-center text-muted-foreground">
      {PRODUCTS_TEXT[locale].collection.lead(siteConfig.partnerName)}
    </p>
  );
}

type BodyProps = { slug: string; title: string; view: ShopView; cacheStatus: string; listPricesOnly: boolean; locale: Locale; languageNote: boolean; children: ReactNode };

/** The collection around its grid: the lead, the view links and the closing link to the partner. */
function CollectionBody({ slug, title, view, cacheStatus, listPricesOnly, locale, languageNote, children }: BodyProps) {
  return (
    <div data-cache-status={cacheStatus}>
      <CollectionLead locale={locale} />
      <ShopViewLinks slug={slug} view={view} locale={locale} />
      {listPricesOnly && <CheckoutNote className="-mt-4 mb-6 text-center" locale={locale} />}
      {/* Above the cards, the first partner links of the collection. */}
      {languageNote && <CheckoutLanguageNote locale={locale} className="mb-6 text-center" />}
      {children}
      <div className="mt-10 flex justify-center">
        <PartnerLink
          to={{ kind: "category", slug }}
          placement="category-collection"
          className={cn(buttonVariants({ variant: "sage", size: "lg" }), "h-auto min-h-12 max-w-full py-3 text-center whitespace-normal")}
        >
          {PRODUCTS_TEXT[locale].collection.browseComplete(title)}
          <ArrowRight aria-hidden="true" />
        </PartnerLink>
      </div>
    </div>
  );
}

/** A collection the server had no products for: it asks for them in the browser. */
function FetchedCollection({ slug, title, view, locale, languageNote }: CollectionState) {
  const known = isPartnerCategorySlug(slug);
  const query = useProducts({ kind: "category", slug }, { enabled: known });
  const words = { locale, languageNote };

  if (known && query.isPending) return <LoadingCollection slug={slug} title={title} {...words} />;

  const data = query.data;
  // Empty and failed look the same to a visitor: one line and one partner link, never the
  // server's or the crawler's error text (docs/decisions/0024-quiet-empty-states.md).
  if (!data || data.products.length === 0) return <CollectionFallback slug={slug} title={title} {...words} />;
  const products = applyView(data.products, view);
  if (products.length === 0) return <EmptyView slug={slug} view={view} locale={locale} />;
  return (
    <CollectionBody slug={slug} title={title} view={view} cacheStatus={data.cacheStatus} listPricesOnly={!anyDelivered(products)} {...words}>
      <CollectionGrid products={products} locale={locale} />
    </CollectionBody>
  );
}
type FallbackProps = { slug: string; title: string; className?: string; locale: Locale; languageNote: boolean };

function CollectionFallback({ slug, title, className, locale, languageNote }: FallbackProps) {
  const text = PRODUCTS_TEXT[locale].collection;
  return (
    <div data-slot="collection-fallback" className={cn("mx-auto max-w-xl rounded-2xl border border-border bg-card p-8 text-center", className)}>
      <p className="text-muted-foreground">{text.unavailable}</p>
      {languageNote && <CheckoutLanguageNote locale={locale} className="mt-2" />}
      <PartnerLink
        to={{ kind: "category", slug }}
        placement="category-collection"
        className={cn(buttonVariants({ variant: "outline" }), "mt-4 h-auto min-h-9 max-w-full py-2 whitespace-normal")}
      >
        {text.browseOn(title, siteConfig.partnerName)}
      </PartnerLink>
    </div>
  );
}

/**
 * The skeleton waits for the island to fetch; in a browser that runs no script
 * (`@media (scripting: none)`) it would wait for ever, so there the fallback stands in.
 */
function LoadingCollection({ slug, title, locale, languageNote }: { slug: string; title: string; locale: Locale; languageNote: boolean }) {
  return (
    <>
      <div data-slot="collection-loading" className="noscript:hidden">
        <CollectionLead locale={locale} />
        <CollectionSkeleton locale={locale} />
      </div>
      <CollectionFallback slug={slug} title={title} className="hidden noscript:block" locale={locale} languageNote={languageNote} />
    </>
  );
}

function CollectionContent(props: CollectionState) {
  const mounted = useMounted();
  // The server had products, none in this view: there are no cards to show, and the server's
  // list is final for the page's life (no refetch on focus or mount), so it stays so.
  const words = { locale: props.locale, languageNote: props.languageNote };
  if (props.emptyView) return <EmptyView slug={props.slug} view={props.view} locale={props.locale} />;
  // The server asked and had none: its quiet fallback is final, drawn with no island behind it.
  if (props.served?.count === 0) return <CollectionFallback slug={props.slug} title={props.title} {...words} />;
  if (hasServedCards(props.served) && props.children) {
    return (
      <CollectionBody slug={props.slug} title={props.title} view={props.view} cacheStatus={props.served.cacheStatus} listPricesOnly={!props.served.delivered} {...words}>
        {props.children}
      </CollectionBody>
    );
  }
  // With nothing from the server, the first render is the skeleton the server sent;
  // a slug the partner lacks goes straight to the fallback.
  if (!mounted && isPartnerCategorySlug(props.slug)) return <LoadingCollection slug={props.slug} title={props.title} {...words} />;
  return <FetchedCollection {...props} />;
}

/**
 * The category page's product grid from the partner category page (docs/product.md,
 * "Category pages"), an island. The page renders the view's cards on the server as its
 * children (`<CollectionGrid …/>`), so visitors and crawlers see them without script and the
 * page carries them once; the island hydrates near the viewport around them and fetches only
 * when the server had none (served-products.ts, docs/decisions/0039).
 */
export function CategoryCollection({ view = DEFAULT_VIEW, emptyView = false, locale, languageNote = true, ...props }: CategoryCollectionProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <div data-slot={ROOT_SLOT}>
        <CollectionContent {...props} view={view} emptyView={emptyView} locale={locale} languageNote={locale === "es" && languageNote} />
      </div>
    </QueryClientProvider>
  );
}
