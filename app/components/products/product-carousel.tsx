import type { Locale } from "#core/i18n/locale";
import { QueryClientProvider } from "@tanstack/react-query";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { type ReactNode, useMemo } from "react";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { useMounted } from "#app/lib/use-mounted.ts";
import { CarouselFrame, type CarouselPlace, CarouselSkeleton } from "./carousel-frame";
import { type CarouselVariant, carouselProducts } from "./carousel-text";
import { CarouselTrack } from "./product-lists";
import { CheckoutLanguageNote, CheckoutNote } from "./checkout-note";
import { PRODUCTS_TEXT } from "./products-text";
import { anyDelivered, hasServedCards, type ServedProducts } from "./served-products";
import { useProducts } from "./use-products";

const AUTOPLAY_MS = 3500;
const ROOT_SLOT = "product-carousels";

export type ProductCarouselProps = CarouselPlace & {
  offset?: number;
  /** What the server said of the products it rendered into `cards`; null when it had none. */
  served?: ServedProducts | null;
  /** The server's cards for this carousel (an Astro slot: CarouselTrack rendered on the server). */
  cards?: ReactNode;
  note?: boolean;
  /** A town page's ZIP: the list is asked priced delivered there, and each card says what it costs delivered. */
  zip?: string;
  /** The carousel that says, for its whole group, that charge and tax come at checkout when no card has a delivered total. */
  chargeNote?: boolean;
  /** The carousel that says, for its whole group on a Spanish page, that the partner's checkout is in English. */
  languageNote?: boolean;
};

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The embla viewport moves the track inside it, whether the track came from the server or from a fetch. */
const EMBLA_OPTIONS = { loop: true, dragFree: true, align: "start", container: '[data-slot="carousel-track"]' } as const;

/** A carousel around its track: the row, its buttons and the link to the partner. */
function CarouselBody({ place, cacheStatus, refreshing, listPricesOnly, children }: { place: ProductCarouselProps; cacheStatus: string; refreshing: boolean; listPricesOnly: boolean; children: ReactNode }) {
  const mounted = useMounted();
  const plugins = useMemo(
    () => (prefersReducedMotion() ? [] : [Autoplay({ delay: AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true })]),
    [],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(EMBLA_OPTIONS, plugins);
  const { locale } = place;
  const text = PRODUCTS_TEXT[locale].carousel;
  return (
    <CarouselFrame {...place}>
      <div className="relative" data-cache-status={cacheStatus}>
        {place.languageNote && <CheckoutLanguageNote locale={locale} className="mb-2" />}
        <div className="mb-3 flex min-h-5 items-center justify-between text-sm text-muted-foreground">
          <span aria-live="polite">{refreshing ? text.refreshing : ""}</span>
          <span className="sm:hidden">{text.swipe}</span>
        </div>
        {/* Before hydration the row scrolls natively, so every product is reachable without script. */}
        <div ref={emblaRef} className={cn(mounted ? "overflow-hidden" : "overflow-x-auto")} aria-roledescription={text.roleDescription}>
          {children}
        </div>
        {place.chargeNote && listPricesOnly && <CheckoutNote className="mt-4" locale={locale} />}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="icon" aria-label={text.previous} disabled={!mounted} onClick={() => emblaApi?.scrollPrev()}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button type="button" variant="outline" size="icon" aria-label={text.next} disabled={!mounted} onClick={() => emblaApi?.scrollNext()}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <PartnerLink
            to={{ kind: "home" }}
            placement="carousel-more"
            className={buttonVariants({ variant: "sage" })}
          >
            {text.browseMoreOn}
            {siteConfig.partnerName}
          </PartnerLink>
        </div>
        {place.note !== false && <AffiliateNote className="mt-4" locale={locale} />}
      </div>
    </CarouselFrame>
  );
}

/** A carousel the server had no products for: it asks for them in the browser. */
function FetchedCarousel(props: ProductCarouselProps) {
  const query = useProducts(props.zip ? { kind: "featured", zip: props.zip } : { kind: "featured" });
  const products = useMemo(() => carouselProducts(query.data?.products ?? [], props.offset ?? 0), [query.data, props.offset]);

  if (query.isPending) {
    return (
      <CarouselFrame {...props}>
        <CarouselSkeleton locale={props.locale} />
      </CarouselFrame>
    );
  }
  // No products, or none to be had: nothing is shown, not an error box (docs/product.md,
  // "Products"; docs/decisions/0024-quiet-empty-states.md). An empty marker stays in the island.
  if (query.isError || products.length === 0) return <div data-slot="product-carousel-empty" hidden />;
  return (
    <CarouselBody place={props} cacheStatus={query.data.cacheStatus} refreshing={query.isFetching} listPricesOnly={!anyDelivered(products)}>
      <CarouselTrack products={products} locale={props.locale} />
    </CarouselBody>
  );
}

function CarouselContent(props: ProductCarouselProps) {
  const mounted = useMounted();
  // The server's cards are final for the page's life: its copy is as fresh as the server's
  // cache policy made it, and the spec refetches carousels neither on focus nor on mount.
  if (hasServedCards(props.served) && props.cards) {
    return (
      <CarouselBody place={props} cacheStatus={props.served.cacheStatus} refreshing={false} listPricesOnly={!props.served.delivered}>
        {props.cards}
      </CarouselBody>
    );
  }
  // With nothing from the server, the first render is the skeleton the server sent; the
  // browser's stored copy and the API take over only after hydration. A browser that runs
  // no script would show that skeleton for ever, so there it is not drawn at all.
  if (!mounted) {
    return (
      <CarouselFrame {...props} className="noscript:hidden">
        <CarouselSkeleton locale={props.locale} />
      </CarouselFrame>
    );
  }
  return <FetchedCarousel {...props} />;
}

type ProductCarouselsProps = {
  city?: string;
  /** One carousel per entry, in order; e.g. featured at offset 0 and bestsellers at 10. */
  carousels: { variant: CarouselVariant; offset?: number }[];
  /** What the server said of the products it rendered (servedProducts), or null when it had none. */
  served?: ServedProducts | null;
  /** False where the page already carries the referral note once (town pages). */
  note?: boolean;
  /** A town page's ZIP (its first): cards carry the partner's delivered price there. */
  zip?: string;
  /** The page's edition; Spanish carousels also say once that the partner's checkout is in English. */
  locale: Locale;
  /** False where the page already said it beside its first partner link (the hero of a town or the home page). */
  languageNote?: boolean;
} & Partial<Record<CarouselVariant, ReactNode>>;

/**
 * Featured-products carousels (docs/product.md, "Products"), one island for adjacent
 * carousels of one product list. The page renders each carousel's cards on the server
 * into the slot named after its variant (`<CarouselTrack slot="featured" …/>`), so they
 * are in the HTML once; the island hydrates near the viewport around those cards and
 * fetches only when the server had none (served-products.ts, docs/decisions/0039).
 */
export function ProductCarousels({ city, carousels, served, note = true, zip, locale, languageNote = true, ...slots }: ProductCarouselsProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <div data-slot={ROOT_SLOT}>
        {carousels.map(({ variant, offset }, index) => (
          <CarouselContent
            key={`${variant}-${offset ?? 0}`}
            city={city}
            variant={variant}
            offset={offset}
            served={served}
            cards={slots[variant]}
            note={note}
            chargeNote={index === 0}
            {...(zip ? { zip } : {})}
            locale={locale}
            languageNote={locale === "es" && languageNote && index === 0}
          />
        ))}
      </div>
    </QueryClientProvider>
  );
}
