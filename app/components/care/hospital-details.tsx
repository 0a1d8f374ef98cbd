import type { Facility } from "#core/care/types";
import type { Locale } from "#core/i18n/locale";
import { HOSPITAL_TEXT, rosterMonth } from "#core/care/hospital-text";
import { fullAddress, telHref, telText } from "#core/care/contact";

type Props = { facility: Facility; town: string; rosterDate: string; locale: Locale };

/**
 * A hospital's facts from the state roster (name, address, phone, kind, with the roster's
 * credit) and what a sender needs: what to write at checkout, where deliveries go, and the
 * general advice about units that take no flowers, worded as advice with the main number.
 */
export function HospitalDetails({ facility, town, rosterDate, locale }: Props) {
  const text = HOSPITAL_TEXT[locale];
  const address = fullAddress(facility, town);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2">
      <section aria-labelledby="hospital-facts" className="rounded-2xl border border-border bg-card p-5 sm:p-7">
        <h2 id="hospital-facts" className="text-xl font-semibold">
          {facility.name}
        </h2>
        <dl className="mt-4 grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="font-semibold">{text.address}</dt>
          <dd data-slot="facility-address">{address}</dd>
          <dt className="font-semibold">{text.phone}</dt>
          <dd>
            <a data-slot="facility-phone" className="font-medium text-primary underline" href={telHref(facility.phone)}>
              {telText(facility.phone)}
            </a>
          </dd>
          <dt className="font-semibold">{text.kindLabel}</dt>
          <dd>{text.kind[facility.kind]}</dd>
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">{text.source(rosterMonth(rosterDate, locale))}</p>
      </section>
      <section aria-labelledby="hospital-write" className="rounded-2xl border border-border bg-card p-5 sm:p-7">
        <h2 id="hospital-write" className="text-xl font-semibold">
          {text.writeTitle}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-relaxed">
          {text.write(facility.name, address).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="hospital-desk" className="md:col-span-2">
        <h2 id="hospital-desk" className="text-xl font-semibold">
          {text.deskTitle}
        </h2>
        <p className="mt-3 leading-relaxed">{text.desk}</p>
        <p data-slot="units-advice" className="mt-3 leading-relaxed">
          {text.units(facility.phone)}
        </p>
      </section>
    </div>
  );
}
