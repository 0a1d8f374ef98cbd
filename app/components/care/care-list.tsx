import { CARE_LIST_TEXT } from "#core/care/care-list-text";
import type { CareListPrices } from "#core/products/care-list-prices";
import type { Facility } from "#core/care/types";
import type { Locale } from "#core/i18n/locale";
import { priceText } from "#core/products/price-text";
import { CheckoutNote } from "#app/components/products/checkout-note.tsx";
import { fullAddress, telHref, telText } from "#core/care/contact";

type Props = {
  list: readonly Facility[];
  town: string;
  /** Hospital page paths by licence, in the page's edition (hospitals we suggest flowers for). */
  pages: ReadonlyMap<string, string>;
  prices: CareListPrices | null;
  locale: Locale;
};

/** One place: the roster's name, address and phone, and the partner's delivered price to its ZIP where it gave one. */
function Place({ facility, town, page, prices, locale }: { facility: Facility; town: string; page: string | undefined; prices: CareListPrices | null; locale: Locale }) {
  const text = CARE_LIST_TEXT[locale];
  const figure = facility.flowers ? prices?.byZip[facility.zip] : undefined;
  return (
    <li data-licence={facility.licence} className="rounded-xl border border-border bg-card p-4 text-sm">
      <h3 className="text-base font-semibold">{page ? <a className="text-primary underline" href={page}>{facility.name}</a> : facility.name}</h3>
      <p className="mt-1">{fullAddress(facility, town)}</p>
      <p className="mt-1">
        {text.phone}:{" "}
        <a data-slot="facility-phone" className="font-medium text-primary underline" href={telHref(facility.phone)}>
          {telText(facility.phone)}
        </a>
      </p>
      {figure && <p data-slot="care-price" data-zip={facility.zip} className="mt-1 font-medium">{text.priced(priceText(figure.totalCents, locale), facility.zip)}</p>}
      {!facility.flowers && <p className="mt-1 text-muted-foreground">{text.noFlowers}</p>}
    </li>
  );
}

/** The line naming the one product the list is priced with, and its list price. */
function PriceLead({ prices, town, locale }: { prices: CareListPrices; town: string; locale: Locale }) {
  const lead = CARE_LIST_TEXT[locale].priceLead(priceText(prices.product.priceCents, locale), town);
  return (
    <p data-slot="care-price-lead" className="mt-4">
      {lead.before}
      <span data-slot="product-title">{prices.product.title}</span>
      {lead.after}
    </p>
  );
}

/**
 * A town's hospitals and assisted-living homes (issue 49, item 3): what to write for a resident
 * once, then every place on the rosters with its facts; hospitals link their own page. The price
 * line names one product and gives the partner's delivered total to each place's ZIP; where a
 * place we suggest flowers for has no total, the page says the charge and tax come at checkout.
 */
export function CareList({ list, town, pages, prices, locale }: Props) {
  const text = CARE_LIST_TEXT[locale];
  const hospitals = list.filter((facility) => facility.roster === "hospital");
  const homes = list.filter((facility) => facility.roster === "alf");
  const unpriced = list.some((facility) => facility.flowers && !prices?.byZip[facility.zip]);
  const place = (facility: Facility) => <Place key={facility.licence} facility={facility} town={town} page={pages.get(facility.licence)} prices={prices} locale={locale} />;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
      {prices && Object.keys(prices.byZip).length > 0 && <PriceLead prices={prices} town={town} locale={locale} />}
      {unpriced && <CheckoutNote locale={locale} className="mt-2" />}
      {hospitals.length > 0 && (
        <section aria-labelledby="care-hospitals" className="mt-8">
          <h2 id="care-hospitals" className="text-2xl font-semibold">{text.hospitals}</h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">{hospitals.map(place)}</ul>
        </section>
      )}
      {homes.length > 0 && (
        <section aria-labelledby="care-homes" className="mt-8">
          <h2 id="care-homes" className="text-2xl font-semibold">{text.homes}</h2>
          <h3 className="mt-3 font-semibold">{text.writeTitle}</h3>
          <ol className="mt-1 list-decimal pl-5 text-sm">
            {text.write.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">{homes.map(place)}</ul>
        </section>
      )}
    </div>
  );
}

/** The town page's one line to its list ("2 hospitals and 4 assisted-living homes in Kearney"); nothing for a town without any. */
export function CareTownLine({ counts, town, path, locale }: { counts: { hospitals: number; homes: number }; town: string; path: string; locale: Locale }) {
  if (counts.hospitals + counts.homes === 0) return null;
  return (
    <p data-slot="care-line" className="mx-auto max-w-5xl px-4 pb-8 sm:px-6">
      <a className="font-medium text-primary underline" href={path}>
        {CARE_LIST_TEXT[locale].townLine(counts, town)}
      </a>
    </p>
  );
}
