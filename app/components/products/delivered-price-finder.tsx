import { type FormEvent, useId, useState } from "react";
import type { Locale } from "#core/i18n/locale";
import { priceText } from "#core/products/price-text";
import { productsOfJson } from "#core/products/products-json";
import { type ProductCard, productsErrorSchema, productsResponseSchema } from "#core/products/schema";
import { MAX_TOWN_TEXT } from "#core/nebraska/zip";
import { type ProductSource, productsApiPath } from "#core/products/source";
import { Button } from "#app/components/ui/button.tsx";
import { CheckoutNote } from "./checkout-note";
import { PRODUCTS_TEXT } from "./products-text";
import { anyDelivered } from "./served-products";

/** Products listed with their delivered price: enough to compare, not a second collection. */
const SHOWN = 6;

type Answer = { kind: "priced"; to: string; products: ProductCard[] } | { kind: "error"; message: string };

async function ask(source: ProductSource, to: string, locale: Locale): Promise<Answer> {
  const text = PRODUCTS_TEXT[locale].finder;
  const path = productsApiPath(source);
  const response = await fetch(`${path}${path.includes("?") ? "&" : "?"}to=${encodeURIComponent(to)}`, { headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = productsErrorSchema.safeParse(body);
    // The API's 400 text is English, for developers: a Spanish page says it in its own words.
    return { kind: "error", message: response.status === 400 && error.success ? (text.notATown ?? error.data.error) : text.failed };
  }
  const parsed = productsResponseSchema.safeParse(body);
  if (!parsed.success) return { kind: "error", message: text.failed };
  return { kind: "priced", to, products: productsOfJson(parsed.data).products.slice(0, SHOWN) };
}

/** One product's line: its list price, and where the partner gave one its delivered total. */
function FinderLine({ product, locale }: { product: ProductCard; locale: Locale }) {
  const text = PRODUCTS_TEXT[locale].finder;
  const price = product.priceCents === undefined ? "" : priceText(product.priceCents, locale);
  return (
    <li className="flex flex-wrap justify-between gap-2 px-4 py-2">
      <span className="font-medium">{product.title}</span>
      {product.delivered ? (
        <span data-slot="finder-delivered">
          {`${price} + ${priceText(product.delivered.chargeCents, locale)}${text.charge}${priceText(product.delivered.taxCents, locale)}${text.tax}`}
          <strong>{priceText(product.delivered.totalCents, locale)}</strong>
          {text.toZip(product.delivered.zip)}
        </span>
      ) : (
        <span data-slot="finder-list-price">{price}</span>
      )}
    </li>
  );
}

/**
 * "What it costs delivered" on the home and category pages (issue 29): a visitor gives a town
 * or ZIP and sees the partner's delivered price of the first products there, from
 * `/api/products?…&to=` (400 for anything but a Nebraska town or ZIP). Where the partner gave no
 * total (it failed, or the provider has none), the line says charge and tax come at checkout.
 * It needs script to ask, so without script it is not drawn.
 */
export function DeliveredPriceFinder({ source, locale }: { source: ProductSource; locale: Locale }) {
  const id = useId();
  const text = PRODUCTS_TEXT[locale].finder;
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setAnswer(await ask(source, to.trim(), locale));
    } catch {
      setAnswer({ kind: "error", message: text.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} data-slot="delivered-price-finder" className="mx-auto max-w-3xl px-4 py-10 noscript:hidden sm:px-6">
      <h2 id={`${id}-title`} className="text-center text-xl font-semibold">{text.title}</h2>
      <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-wrap items-end justify-center gap-2">
        <div className="flex flex-col text-sm font-medium">
          <label htmlFor={`${id}-to`}>{text.label}</label>
          <input
            id={`${id}-to`}
            type="text"
            name="to"
            value={to}
            maxLength={MAX_TOWN_TEXT}
            autoComplete="postal-code"
            onChange={(event) => setTo(event.target.value)}
            className="mt-1 h-10 w-56 rounded-md border border-input bg-background px-3 text-base"
          />
        </div>
        <Button type="submit" disabled={busy || to.trim() === ""}>
          {text.submit}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 text-sm">
        {answer?.kind === "error" && <p data-slot="finder-error" className="text-center text-destructive">{answer.message}</p>}
        {answer?.kind === "priced" && (
          <ul data-slot="finder-prices" className="divide-y divide-border rounded-xl border border-border bg-card">
            {answer.products.map((product) => (
              <FinderLine key={product.url} product={product} locale={locale} />
            ))}
          </ul>
        )}
        {answer?.kind === "priced" && !anyDelivered(answer.products) && <CheckoutNote className="mt-2 text-center" locale={locale} />}
      </div>
    </section>
  );
}
