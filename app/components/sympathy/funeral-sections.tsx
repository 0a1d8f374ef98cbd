import { FUNERAL_PURPOSES, type FuneralSection } from "#core/content/funeral-pieces";
import { CheckoutNote } from "#app/components/products/checkout-note.tsx";
import { ProductCard } from "#app/components/products/product-card.tsx";
import { anyDelivered } from "#app/components/products/served-products.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { Locale } from "#core/i18n/locale";
import { SYMPATHY_TEXT } from "./sympathy-text";

/**
 * The partner's funeral pieces by purpose (API provider): each purpose's sentence, then each
 * piece with a heading naming it, a line of guidance and its code's products as the usual
 * cards. Rendered by the server only: the cards are plain tracked links, no island. No
 * product ItemList: the first window has no room for a second copy of forty links.
 */
export function FuneralSections({
  sections,
  locale,
}: {
  sections: readonly FuneralSection[];
  /** The page's language (issue 41): headings, purposes, the pieces' guidance, the checkout note and the cards. */
  locale: Locale;
}) {
  const text = SYMPATHY_TEXT[locale];
  return (
    <section id="collection" aria-labelledby="collection-title" data-slot="funeral-sections" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="collection-title" title={text.sectionsTitle} />
      {!anyDelivered(sections.flatMap((section) => section.products)) && <CheckoutNote className="-mt-4 mb-8 text-center" locale={locale} />}
      <div className="space-y-12">
        {FUNERAL_PURPOSES.map((purpose) => {
          const pieces = sections.filter((section) => section.purpose === purpose.id);
          if (pieces.length === 0) return null;
          return (
            <div key={purpose.id} data-slot="funeral-purpose" data-purpose={purpose.id}>
              <h3 className="text-xl font-semibold">{text.purposes[purpose.id].title}</h3>
              <p className="mt-1 text-muted-foreground">{text.purposes[purpose.id].lead}</p>
              {pieces.map((piece) => (
                <div key={piece.code} data-slot="funeral-piece" data-code={piece.code} className="mt-6">
                  <h4 className="font-semibold">{text.pieces[piece.code]?.heading ?? piece.heading}</h4>
                  <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{text.pieces[piece.code]?.guidance ?? piece.guidance}</p>
                  <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
                    {piece.products.map((product) => (
                      <li key={product.url}>
                        <ProductCard product={product} placement="collection-card" locale={locale} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Without the purpose sections (the crawler's one list), the same four purposes as a short guide. */
export function SympathyGuide({ locale }: { locale: Locale }) {
  const text = SYMPATHY_TEXT[locale];
  return (
    <section aria-labelledby="guide-title" data-slot="sympathy-guide" className="mx-auto max-w-5xl px-4 pt-14 sm:px-6">
      <SectionHeading id="guide-title" title={text.guideTitle} />
      <dl className="grid gap-4 sm:grid-cols-2">
        {FUNERAL_PURPOSES.map((purpose) => (
          <div key={purpose.id} className="rounded-2xl border border-border bg-card p-5">
            <dt className="font-semibold">{text.purposes[purpose.id].title}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">{text.purposes[purpose.id].lead}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
