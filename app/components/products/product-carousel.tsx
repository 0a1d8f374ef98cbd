import type { ProductsResponse } from "#core/products/schema";
import { QueryClientProvider } from "@tanstack/react-query";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { useMemo } from "react";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { useMounted } from "#app/lib/use-mounted.ts";
import { CarouselFrame, type CarouselPlace, CarouselSkeleton } from "./carousel-frame";
import { CAROUSEL_VISIBLE } from "./carousel-text";
import { ProductCard } from "./product-card";
import { type ProductsInHtml, useProductsInHtml } from "./products-in-html";
import { hasProducts, useProducts } from "./use-products";

const AUTOPLAY_MS = 3500;

export type ProductCarouselProps = CarouselPlace & {
  offset?: number;
  /** The products the server had cached when it rendered the page; null when it had none. */
  initial?: ProductsResponse | null;
  note?: boolean;
  /** A town page's ZIP: the list is asked priced delivered there, and each card says what it costs delivered. */
  zip?: string;
};

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function LiveCarousel(props: ProductCarouselProps) {
  const query = useProducts(props.zip ? { kind: "featured", zip: props.zip } : { kind: "featured" }, { initial: props.initial });
  const mounted = useMounted();
  const offset = props.offset ?? 0;
  const products = useMemo(() => {
    const all = query.data?.products ?? [];
    // Bestsellers start at offset 10 of the 20; a short list wraps so both carousels still show products.
    const shifted = all.length > offset ? [...all.slice(offset), ...all.slice(0, offset)] : all;
    return shifted.slice(0, CAROUSEL_VISIBLE);
  }, [query.data, offset]);
  const plugins = useMemo(
    () => (prefersReducedMotion() ? [] : [Autoplay({ delay: AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true })]),
    [],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, dragFree: true, align: "start" }, plugins);

  if (query.isPending) {
    return (
      <CarouselFrame {...props}>
        <CarouselSkeleton />
      </CarouselFrame>
    );
  }
  // No products, or none to be had: nothing is shown, not an error box (docs/product.md,
  // "Products"; docs/decisions/0024-quiet-empty-states.md). An empty marker stays in the island.
  if (query.isError || products.length === 0) return <div data-slot="product-carousel-empty" hidden />;

  return (
    <CarouselFrame {...props}>
      <div className="relative" data-cache-status={query.data.cacheStatus}>
        <div className="mb-3 flex min-h-5 items-center justify-between text-sm text-muted-foreground">
          <span aria-live="polite">{query.isFetching ? "Refreshing products..." : ""}</span>
          <span className="sm:hidden">Swipe to explore →</span>
        </div>
        {/* Before hydration the row scrolls natively, so every product is reachable without script. */}
        <div ref={emblaRef} className={cn(mounted ? "overflow-hidden" : "overflow-x-auto")} aria-roledescription="carousel">
          <ul className="-ml-4 flex touch-pan-y">
            {products.map((product) => (
              <li key={product.url} className="min-w-0 shrink-0 grow-0 basis-[46%] pl-4 sm:basis-1/3 lg:basis-1/4">
                <ProductCard product={product} placement="carousel-card" {...(props.zip ? { pricedFor: props.zip } : {})} />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="icon" aria-label="Previous products" disabled={!mounted} onClick={() => emblaApi?.scrollPrev()}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button type="button" variant="outline" size="icon" aria-label="Next products" disabled={!mounted} onClick={() => emblaApi?.scrollNext()}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <PartnerLink
            to={{ kind: "home" }}
            placement="carousel-more"
            className={buttonVariants({ variant: "sage" })}
          >
            Browse More on {siteConfig.partnerName}
          </PartnerLink>
        </div>
        {props.note !== false && <AffiliateNote className="mt-4" />}
      </div>
    </CarouselFrame>
  );
}

function CarouselContent(props: ProductCarouselProps) {
  const mounted = useMounted();
  // With nothing from the server, the first render is the skeleton the server sent; the
  // browser's stored copy and the API take over only after hydration. A browser that runs
  // no script would show that skeleton for ever, so there it is not drawn at all.
  if (!hasProducts(props.initial) && !mounted) {
    return (
      <CarouselFrame {...props} className="noscript:hidden">
        <CarouselSkeleton />
      </CarouselFrame>
    );
  }
  return <LiveCarousel {...props} />;
}

type ProductCarouselsProps = {
  city?: string;
  /** One carousel per entry, in order; e.g. featured at offset 0 and bestsellers at 10. */
  carousels: { variant: ProductCarouselProps["variant"]; offset?: number }[];
  /** The server's cached answer (productsInHtml), or null when it had none. */
  initial?: ProductsInHtml | null;
  /** False where the page already carries the referral note once (town pages). */
  note?: boolean;
  /** A town page's ZIP (its first): cards carry the partner's delivered price there. */
  zip?: string;
};

const ROOT_SLOT = "product-carousels";

/**
 * Featured-products carousels (docs/product.md, "Products"), one island for adjacent carousels of one
 * product list, so the page carries that list once: the server renders them with the
 * products of its page cache, so they are in the HTML; they hydrate near the viewport,
 * starting from the products of their own cards (products-in-html.ts).
 */
export function ProductCarousels({ city, carousels, initial: inHtml, note = true, zip }: ProductCarouselsProps) {
  const { initial, root } = useProductsInHtml(inHtml);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <div data-slot={ROOT_SLOT} {...root}>
        {carousels.map(({ variant, offset }) => (
          <CarouselContent key={`${variant}-${offset ?? 0}`} city={city} variant={variant} offset={offset} initial={initial} note={note} {...(zip ? { zip } : {})} />
        ))}
      </div>
    </QueryClientProvider>
  );
}
