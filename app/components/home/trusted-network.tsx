import { TRUSTED_NETWORK_IN } from "#core/content/home-es";
import { fixedPathIn } from "#core/i18n/edition-paths";
import type { Locale } from "#core/i18n/locale";
import { Info, ShieldCheck } from "#app/components/ui/icons.tsx";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { BloomMark } from "#app/components/layout/logo.tsx";
import { cn } from "#app/lib/cn.ts";
import { TRUSTED_NETWORK_TEXT } from "./home-text";

const NOTE_CLASS = "mt-6 text-background/75 [&_a]:text-background";

/**
 * The referral disclosure in Spanish, in the markup of app/components/layout/affiliate-note.tsx:
 * a stand-in until that note takes a `locale` itself.
 */
function SpanishAffiliateNote({ className }: { className?: string }) {
  const text = TRUSTED_NETWORK_TEXT.es;
  return (
    <p data-slot="affiliate-note" className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}>
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {text.note}{" "}
        <a href={fixedPathIn("es", "/terms-of-service/")} className="underline underline-offset-2 hover:text-primary">
          {text.noteLink}
        </a>
      </span>
    </p>
  );
}

/** 'Nebraska's Trusted Flower Delivery Network': who fulfils the order, said plainly. */
export function TrustedNetwork({ locale = "en" }: { locale?: Locale }) {
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
          {locale === "es" ? <SpanishAffiliateNote className={NOTE_CLASS} /> : <AffiliateNote className={NOTE_CLASS} />}
        </div>
      </div>
    </section>
  );
}
