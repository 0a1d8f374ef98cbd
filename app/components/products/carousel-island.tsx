import { withAffiliate } from "@core/affiliate/links";
import { QueryClientProvider } from "@tanstack/react-query";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo } from "react";
import { PartnerLink } from "~/components/layout/partner-link";
import { AffiliateNote } from "~/components/layout/affiliate-note";
import { Button, buttonVariants } from "~/components/ui/button";
import { getQueryClient } from "~/lib/query-client";
import { useSiteConfig } from "~/lib/site-config";
import { ProductCard } from "./product-card";
import { CAROUSEL_VISIBLE } from "./carousel-text";
import { CarouselFrame, type ProductCarouselProps, CarouselSkeleton } from "./product-carousel";
import { useProducts } from "./use-products";

const AUTOPLAY_MS = 3500;

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function CarouselContent(props: ProductCarouselProps) {
  const config = useSiteConfig();
  const query = useProducts({ kind: "featured" });
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
  if (query.isError) {
    return (
      <CarouselFrame {...props}>
        <div role="alert" className="rounded-2xl border border-border bg-card p-6 text-center">
          <p className="font-semibold">Could not load products</p>
          <p className="mt-1 text-sm text-muted-foreground">Please try again later.</p>
        </div>
      </CarouselFrame>
    );
  }
  if (products.length === 0) return null;

  return (
    <CarouselFrame {...props}>
      <div className="relative" data-cache-status={query.data.cacheStatus}>
        <div className="mb-3 flex min-h-5 items-center justify-between text-sm text-muted-foreground">
          <span aria-live="polite">{query.isFetching ? "Refreshing products..." : ""}</span>
          <span className="sm:hidden">Swipe to explore →</span>
        </div>
        <div ref={emblaRef} className="overflow-hidden" aria-roledescription="carousel">
          <ul className="-ml-4 flex touch-pan-y">
            {products.map((product) => (
              <li key={product.url} className="min-w-0 shrink-0 grow-0 basis-[46%] pl-4 sm:basis-1/3 lg:basis-1/4">
                <ProductCard product={product} placement="carousel-card" />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <div className="flex gap-2">
            <Button variant="outline" size="icon" aria-label="Previous products" onClick={() => emblaApi?.scrollPrev()}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label="Next products" onClick={() => emblaApi?.scrollNext()}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <PartnerLink
            href={withAffiliate(config.partnerCtaUrl, config)}
            placement="carousel-more"
            targetKind="home"
            className={buttonVariants({ variant: "sage" })}
          >
            Browse More on {config.partnerName}
          </PartnerLink>
        </div>
        <AffiliateNote className="mt-4" />
      </div>
    </CarouselFrame>
  );
}

export default function CarouselIsland(props: ProductCarouselProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CarouselContent {...props} />
    </QueryClientProvider>
  );
}
