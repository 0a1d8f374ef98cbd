import type { Locale } from "#core/i18n/locale";
import type { ProductCard as Product } from "#core/products/schema";
import { productListJsonLd } from "#core/seo/structured-data";
import { jsonLdText } from "#app/lib/seo.ts";
import { ProductCard } from "./product-card";

/**
 * The lists of product cards. A page renders them on the server as the slots of its
 * products island (served-products.ts), and the island renders the same components
 * itself only for products it fetched in the browser.
 */

/** One carousel's row of cards; the carousel (embla) moves this list. */
export function CarouselTrack({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  return (
    <ul data-slot="carousel-track" className="-ml-4 flex touch-pan-y">
      {products.map((product) => (
        <li key={product.url} className="min-w-0 shrink-0 grow-0 basis-[46%] pl-4 sm:basis-1/3 lg:basis-1/4">
          <ProductCard product={product} placement="carousel-card" locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/** A category's grid of cards, and its structured data: exactly the products shown, never placeholders. */
export function CollectionGrid({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.url}>
            <ProductCard product={product} placement="collection-card" locale={locale} />
          </li>
        ))}
      </ul>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(productListJsonLd([...products])) }} />
    </>
  );
}
