import { isPartnerCategorySlug } from "#core/affiliate/links";
import type { ProductsResponse } from "#core/products/schema";
import { productListJsonLd } from "#core/seo/structured-data";
import { QueryClientProvider } from "@tanstack/react-query";
import { ArrowRight } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import { jsonLdText } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { useMounted } from "#app/lib/use-mounted.ts";
import { applyView, DEFAULT_VIEW, type ShopView, viewSearch } from "#core/products/shop-view";
import { categoryPath } from "#core/site/pages";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { ShopViewLinks } from "./shop-view-links";
import { type ProductsInHtml, useProductsInHtml } from "./products-in-html";
import { hasProducts, useProducts } from "./use-products";

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
  /** The server's cached answer (productsInHtml), or null when it had none. */
  initial?: ProductsInHtml | null;
  /** The budget and order asked in the address (core/products/shop-view.ts). */
  view?: ShopView;
  /** True when the server had products but none in this view: its cards cannot tell the browser so. */
  emptyView?: boolean;
};

type CollectionState = { slug: string; title: string; initial: ProductsResponse | null; view: ShopView; emptyView?: boolean };

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

function LiveCollection({ slug, title, initial, view }: CollectionState) {
  const known = isPartnerCategorySlug(slug);
  const query = useProducts({ kind: "category", slug }, { enabled: known, initial });

  if (known && query.isPending) return <LoadingCollection slug={slug} title={title} />;

  const all = query.data?.products ?? [];
  // Empty and failed look the same to a visitor: one line and one partner link, never the
  // server's or the crawler's error text (docs/decisions/0024-quiet-empty-states.md).
  if (all.length === 0) return <CollectionFallback slug={slug} title={title} />;
  // Applying a view twice gives the same list, so the cards read back at hydration stay as they are.
  const products = applyView(all, view);
  if (products.length === 0) return <EmptyView slug={slug} view={view} />;

  return (
    <div data-cache-status={query.data?.cacheStatus}>
      <CollectionLead />
      <ShopViewLinks slug={slug} view={view} />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.url}>
            <ProductCard product={product} placement="collection-card" />
          </li>
        ))}
      </ul>
      {/* Structured data lists exactly the products on the page, never placeholders. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(productListJsonLd(products)) }} />
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
  // With nothing from the server, the first render is the skeleton the server sent;
  // a slug the partner lacks goes straight to the fallback.
  // The server had products, none in this view: its markup has no cards to start from, so say the same.
  if (props.emptyView && !mounted) return <EmptyView slug={props.slug} view={props.view} />;
  if (!hasProducts(props.initial) && !mounted && isPartnerCategorySlug(props.slug)) return <LoadingCollection slug={props.slug} title={props.title} />;
  return <LiveCollection {...props} />;
}

/**
 * The category page's product grid from the partner category page (docs/product.md, "Category pages"), an
 * island: the server renders it with the products of its page cache, so visitors and
 * crawlers see them without script; it hydrates near the viewport, starting from the
 * products of its own cards (products-in-html.ts).
 */
export function CategoryCollection({ slug, title, initial: inHtml, view = DEFAULT_VIEW, emptyView = false }: CategoryCollectionProps) {
  const { initial, root } = useProductsInHtml(inHtml);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <div data-slot={ROOT_SLOT} {...root}>
        <CollectionContent slug={slug} title={title} initial={initial} view={view} emptyView={emptyView} />
      </div>
    </QueryClientProvider>
  );
}
