import type { Locale } from "#core/i18n/locale";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { ProductCardSkeleton } from "./product-card";
import { CAROUSEL_SKELETONS, type CarouselVariant, carouselText } from "./carousel-text";
import { PRODUCTS_TEXT } from "./products-text";

export type CarouselPlace = { city?: string; variant?: CarouselVariant; locale: Locale };

export function CarouselFrame({ city, variant = "featured", locale, className, children }: CarouselPlace & { className?: string; children: React.ReactNode }) {
  const text = carouselText(variant, siteConfig.partnerName, city, locale);
  const id = `products-${variant}`;
  return (
    <section aria-labelledby={id} data-slot="product-carousel" className={cn("mx-auto max-w-7xl px-4 py-12 sm:px-6", className)}>
      <SectionHeading id={id} title={text.title} subtitle={text.subtitle} />
      {children}
    </section>
  );
}

export function CarouselSkeleton({ locale }: { locale: Locale }) {
  return (
    <div role="status" aria-label={PRODUCTS_TEXT[locale].loading} className="flex gap-4 overflow-hidden">
      {Array.from({ length: CAROUSEL_SKELETONS }, (_, index) => (
        <ProductCardSkeleton key={index} className="w-[46%] shrink-0 sm:w-[31%] lg:w-[23%]" />
      ))}
    </div>
  );
}
