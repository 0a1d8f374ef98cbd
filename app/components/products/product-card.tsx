import type { Locale } from "#core/i18n/locale";
import { cardImage } from "#core/images/image-url";
import { pricedOnText } from "#core/products/priced-at";
import { priceText } from "#core/products/price-text";
import type { DeliveredPrice, ProductCard as Product } from "#core/products/schema";
import { PartnerLink, type Placement } from "#app/components/layout/partner-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { PRODUCTS_TEXT } from "./products-text";

/**
 * The partner's delivered price for the page's town, short enough for a phone's card: the
 * total and the ZIP, then the charge and tax it adds to the list price above and the day it
 * was asked (the hour stays in the machine-readable time).
 */
function DeliveredLine({ delivered, locale }: { delivered: DeliveredPrice; locale: Locale }) {
  const text = PRODUCTS_TEXT[locale].delivered;
  return (
    <p data-slot="product-delivered" data-zip={delivered.zip} className="px-4 pb-3 text-xs text-muted-foreground">
      <span data-slot="delivered-total" className="font-semibold text-foreground">{priceText(delivered.totalCents, locale)}</span>
      {text.toZip(delivered.zip)}
      <span data-slot="delivered-charge">{priceText(delivered.chargeCents, locale)}</span>
      {text.charge}
      <span data-slot="delivered-tax">{priceText(delivered.taxCents, locale)}</span>
      {text.tax}
      <time dateTime={delivered.pricedAt}>{pricedOnText(delivered.pricedAt, locale)}</time>
    </p>
  );
}

/**
 * One partner product: image, title, price; opens the partner's product page in a new tab.
 * The picture comes from our own origin (`/img/`), sized for the card; without one the
 * card keeps its neutral square. Below the link (a disclosure cannot sit inside one): what
 * it holds and its size, and where the partner priced it for the page's town, its
 * delivered price there (else its collection says once that charge and tax come at checkout).
 */
export function ProductCard({ product, placement, className, locale }: { product: Product; placement: Placement; className?: string; locale: Locale }) {
  const image = cardImage(product.image);
  const text = PRODUCTS_TEXT[locale];
  return (
    <div
      data-slot="product"
      className={cn("group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg", className)}
    >
      <PartnerLink to={{ kind: "product", url: product.url, title: product.title }} placement={placement} data-slot="product-card" className="flex flex-1 flex-col">
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
          {product.priceCents !== undefined && (
            <span data-slot="product-price" className="text-sm font-medium text-primary">{priceText(product.priceCents, locale)}</span>
          )}
        </span>
      </PartnerLink>
      {(product.description || product.size) && (
        <details data-slot="product-holds" className="px-4 pb-3 text-xs text-muted-foreground">
          <summary className="cursor-pointer py-1 font-medium text-foreground">{text.holds}</summary>
          {product.description && <p data-slot="product-description">{product.description}</p>}
          {product.size && <p data-slot="product-size" className="mt-1">{text.size(product.size)}</p>}
        </details>
      )}
      {product.delivered && <DeliveredLine delivered={product.delivered} locale={locale} />}
    </div>
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
