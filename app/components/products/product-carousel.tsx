import { lazy, Suspense } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import { useNearViewport } from "~/lib/use-near-viewport";
import { useSiteConfig } from "~/lib/site-config";
import { ProductCardSkeleton } from "./product-card";
import { CAROUSEL_SKELETONS, type CarouselVariant, carouselText } from "./carousel-text";

// Embla, TanStack Query and the product code load only when the section nears the viewport.
const CarouselIsland = lazy(() => import("./carousel-island"));

export type ProductCarouselProps = { city?: string; variant?: CarouselVariant; offset?: number };

export function CarouselFrame({ city, variant = "featured", children }: ProductCarouselProps & { children: React.ReactNode }) {
  const config = useSiteConfig();
  const text = carouselText(variant, config.partnerName, city);
  const id = `products-${variant}`;
  return (
    <section aria-labelledby={id} data-slot="product-carousel" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <SectionHeading id={id} title={text.title} subtitle={text.subtitle} />
      {children}
    </section>
  );
}

export function CarouselSkeleton() {
  return (
    <div role="status" aria-label="Loading products" className="flex gap-4 overflow-hidden">
      {Array.from({ length: CAROUSEL_SKELETONS }, (_, index) => (
        <ProductCardSkeleton key={index} className="w-[46%] shrink-0 sm:w-[31%] lg:w-[23%]" />
      ))}
    </div>
  );
}

/** Featured-products carousel (spec §2): skeletons in the HTML, products after hydration. */
export function ProductCarousel(props: ProductCarouselProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense
          fallback={
            <CarouselFrame {...props}>
              <CarouselSkeleton />
            </CarouselFrame>
          }
        >
          <CarouselIsland {...props} />
        </Suspense>
      ) : (
        <CarouselFrame {...props}>
          <CarouselSkeleton />
        </CarouselFrame>
      )}
    </div>
  );
}
