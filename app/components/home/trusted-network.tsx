import { TRUSTED_NETWORK_IN } from "#core/content/home-es";
import type { Locale } from "#core/i18n/locale";
import { ShieldCheck } from "#app/components/ui/icons.tsx";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { BloomMark } from "#app/components/layout/logo.tsx";
import { TRUSTED_NETWORK_TEXT } from "./home-text";

const NOTE_CLASS = "mt-6 text-background/75 [&_a]:text-background";

/** 'Nebraska's Trusted Flower Delivery Network': who fulfils the order, said plainly. */
export function TrustedNetwork({ locale }: { locale: Locale }) {
  const network = TRUSTED_NETWORK_IN[locale];
  return (
    <section aria-labelledby="network-title" className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-foreground px-6 py-10 text-background sm:px-10 sm:py-12">
        <BloomMark className="pointer-events-none absolute -right-6 -bottom-8 size-44 opacity-20" />
        <div className="relative max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-flower">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {` ${TRUSTED_NETWORK_TEXT[locale].badge}`}
          </p>
          <h2 id="network-title" className="mt-3 text-2xl font-semibold sm:text-3xl">
            {network.title}
          </h2>
          {network.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-background/85">
              {paragraph}
            </p>
          ))}
          <AffiliateNote className={NOTE_CLASS} locale={locale} />
        </div>
      </div>
    </section>
  );
}
