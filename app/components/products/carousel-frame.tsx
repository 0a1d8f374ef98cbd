import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { ProductCardSkeleton } from "./product-card";
import { CAROUSEL_SKELETONS, type CarouselVariant, carouselText } from "./carousel-text";

export type CarouselPlace = { city?: string; variant?: CarouselVariant };

export function CarouselFrame({ city, variant = "featured", className, children }: CarouselPlace & { className?: string; children: React.ReactNode }) {
  const text = carouselText(variant, siteConfig.partnerName, city);
  const id = `products-${variant}`;
  return (
    <section aria-labelledby={id} data-slot="product-carousel" className={cn("mx-auto max-w-7xl px-4 py-12 sm:px-6", className)}>
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
