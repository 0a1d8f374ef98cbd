import { cardImage } from "#core/images/image-url";
import type { ProductCard as Product } from "#core/products/schema";
import { PartnerLink, type Placement } from "#app/components/layout/partner-link.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * One partner product: image, title, price; opens the partner's product page in a new tab.
 * The picture comes from our own origin (`/img/`), sized for the card; without one the
 * card keeps its neutral square.
 */
export function ProductCard({ product, placement, className }: { product: Product; placement: Placement; className?: string }) {
  const image = cardImage(product.image);
  return (
    <PartnerLink
      to={{ kind: "product", url: product.url, title: product.title }}
      placement={placement}
      data-slot="product-card"
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg",
        className,
      )}
    >
      <span className="block aspect-square overflow-hidden bg-muted">
        {image && (
          <picture>
            <source type="image/avif" srcSet={image.avif} sizes={image.sizes} />
            <img
              src={image.src}
              alt=""
              width={360}
              height={360}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          </picture>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span data-slot="product-title" className="line-clamp-2 text-sm font-semibold text-foreground group-hover:text-primary">{product.title}</span>
        {product.price && <span data-slot="product-price" className="text-sm font-medium text-primary">{product.price}</span>}
      </span>
    </PartnerLink>
  );
}

export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" data-slot="product-skeleton" className={cn("overflow-hidden rounded-2xl border border-border bg-card", className)}>
      <div className="aspect-square animate-pulse bg-muted" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
