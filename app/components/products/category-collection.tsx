import { isPartnerCategorySlug } from "#core/affiliate/links";
import { QueryClientProvider } from "@tanstack/react-query";
import { ArrowRight } from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { useMounted } from "#app/lib/use-mounted.ts";
import { applyView, DEFAULT_VIEW, type ShopView, viewSearch } from "#core/products/shop-view";
import { categoryPath } from "#core/site/pages";
import { ProductCardSkeleton } from "./product-card";
import { CollectionGrid } from "./product-lists";
import { ShopViewLinks } from "./shop-view-links";
import { CheckoutNote } from "./checkout-note";
import { anyDelivered, hasServedCards, type ServedProducts } from "./served-products";
import { useProducts } from "./use-products";

/** Skeleton grid of 6 while the collection loads (docs/product.md, "Category pages"). */
export function CollectionSkeleton() {
  return (
    <div role="status" aria-label="Loading products" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
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
};

type CollectionState = Omit<CategoryCollectionProps, "view"> & { view: ShopView };

/** A view with no product in it: the links to the others and one to every price. */
function EmptyView({ slug, view }: { slug: string; view: ShopView }) {
  return (
    <div>
      <CollectionLead />
      <ShopViewLinks slug={slug} view={view} />
      <p data-slot="view-empty" className="mx-auto mb-8 max-w-xl text-center text-muted-foreground">
        {"None of today's arrangements is in this budget. "}
        <a className="font-medium text-primary underline" href={`${categoryPath(slug)}${viewSearch({ ...view, budget: "all" })}`}>
          See every price
        </a>
      </p>
    </div>
  );
}

const ROOT_SLOT = "category-collection";

/** Said above products only: over the fallback it would promise arrangements that are not there. */
function CollectionLead() {
  return (
    <p data-slot="collection-lead" className="mx-auto -mt-5 mb-8 max-w-2xl text-center text-muted-foreground">
      {`Arrangements from ${siteConfig.partnerName}, hand-delivered by local Nebraska florists.`}
    </p>
  );
}

/** The collection around its grid: the lead, the view links and the closing link to the partner. */
function CollectionBody({ slug, title, view, cacheStatus, listPricesOnly, children }: { slug: string; title: string; view: ShopView; cacheStatus: string; listPricesOnly: boolean; children: ReactNode }) {
  return (
    <div data-cache-status={cacheStatus}>
      <CollectionLead />
      <ShopViewLinks slug={slug} view={view} />
      {listPricesOnly && <CheckoutNote className="-mt-4 mb-6 text-center" />}
      {children}
      <div className="mt-10 flex justify-center">
        <PartnerLink
          to={{ kind: "category", slug }}
          placement="category-collection"
          className={cn(buttonVariants({ variant: "sage", size: "lg" }), "h-auto min-h-12 max-w-full py-3 text-center whitespace-normal")}
        >
          {`Browse Complete ${title} Collection`}
          <ArrowRight aria-hidden="true" />
        </PartnerLink>
      </div>
    </div>
  );
}

/** A collection the server had no products for: it asks for them in the browser. */
function FetchedCollection({ slug, title, view }: CollectionState) {
  const known = isPartnerCategorySlug(slug);
  const query = useProducts({ kind: "category", slug }, { enabled: known });

  if (known && query.isPending) return <LoadingCollection slug={slug} title={title} />;

  const data = query.data;
  // Empty and failed look the same to a visitor: one line and one partner link, never the
  // server's or the crawler's error text (docs/decisions/0024-quiet-empty-states.md).
  if (!data || data.products.length === 0) return <CollectionFallback slug={slug} title={title} />;
  const products = applyView(data.products, view);
  if (products.length === 0) return <EmptyView slug={slug} view={view} />;
  return (
    <CollectionBody slug={slug} title={title} view={view} cacheStatus={data.cacheStatus} listPricesOnly={!anyDelivered(products)}>
      <CollectionGrid products={products} />
    </CollectionBody>
  );
}
function CollectionFallback({ slug, title, className }: { slug: string; title: string; className?: string }) {
  return (
    <div data-slot="collection-fallback" className={cn("mx-auto max-w-xl rounded-2xl border border-border bg-card p-8 text-center", className)}>
      <p className="text-muted-foreground">We couldn’t load products right now.</p>
      <PartnerLink
        to={{ kind: "category", slug }}
        placement="category-collection"
        className={cn(buttonVariants({ variant: "outline" }), "mt-4 h-auto min-h-9 max-w-full py-2 whitespace-normal")}
      >
        {`Browse ${title} on ${siteConfig.partnerName}`}
      </PartnerLink>
    </div>
  );
}

/**
 * The skeleton waits for the island to fetch; in a browser that runs no script
 * (`@media (scripting: none)`) it would wait for ever, so there the fallback stands in.
 */
function LoadingCollection({ slug, title }: { slug: string; title: string }) {
  return (
    <>
      <div data-slot="collection-loading" className="noscript:hidden">
        <CollectionLead />
        <CollectionSkeleton />
      </div>
      <CollectionFallback slug={slug} title={title} className="hidden noscript:block" />
    </>
  );
}

function CollectionContent(props: CollectionState) {
  const mounted = useMounted();
  // The server had products, none in this view: there are no cards to show, and the server's
  // list is final for the page's life (no refetch on focus or mount), so it stays so.
  if (props.emptyView) return <EmptyView slug={props.slug} view={props.view} />;
  // The server asked and had none: its quiet fallback is final, drawn with no island behind it.
  if (props.served?.count === 0) return <CollectionFallback slug={props.slug} title={props.title} />;
  if (hasServedCards(props.served) && props.children) {
    return (
      <CollectionBody slug={props.slug} title={props.title} view={props.view} cacheStatus={props.served.cacheStatus} listPricesOnly={!props.served.delivered}>
        {props.children}
      </CollectionBody>
    );
  }
  // With nothing from the server, the first render is the skeleton the server sent;
  // a slug the partner lacks goes straight to the fallback.
  if (!mounted && isPartnerCategorySlug(props.slug)) return <LoadingCollection slug={props.slug} title={props.title} />;
  return <FetchedCollection {...props} />;
}

/**
 * The category page's product grid from the partner category page (docs/product.md,
 * "Category pages"), an island. The page renders the view's cards on the server as its
 * children (`<CollectionGrid …/>`), so visitors and crawlers see them without script and the
 * page carries them once; the island hydrates near the viewport around them and fetches only
 * when the server had none (served-products.ts, docs/decisions/0039).
 */
export function CategoryCollection({ view = DEFAULT_VIEW, emptyView = false, ...props }: CategoryCollectionProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <div data-slot={ROOT_SLOT}>
        <CollectionContent {...props} view={view} emptyView={emptyView} />
      </div>
    </QueryClientProvider>
  );
}
