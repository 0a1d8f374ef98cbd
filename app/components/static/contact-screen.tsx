import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { Clock, Mail, MapPin, ShoppingBag } from "#app/components/ui/icons.tsx";
import type * as React from "react";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { CONTACT_TEXT } from "./contact-text";
import { PageIntro } from "./page-intro";

export const head = (locale: Locale): PageHead =>
  pageHead({ title: CONTACT_TEXT[locale].seoTitle, description: CONTACT_TEXT[locale].seoDescription, path: fixedPathIn(locale, "/contact/") });

function InfoItem({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-sans text-base font-semibold">{title}</h3>
        <div className="mt-0.5 text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The contact page, /contact/ and /es/contacto/; `form` is the contact form island (an Astro slot). */
export function ContactScreen({ form, locale }: { form?: React.ReactNode; locale: Locale }) {
  const config = useSiteConfig();
  const text = CONTACT_TEXT[locale];
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_0.7fr]">
        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8">
          <h2 id="contact-form-title" className="mb-4 text-2xl font-semibold">
            {text.formTitle}
          </h2>
          {form}
        </section>
        <aside aria-labelledby="contact-info-title" className="space-y-6">
          <h2 id="contact-info-title" className="text-2xl font-semibold">
            {text.infoTitle}
          </h2>
          <ul className="space-y-5">
            <InfoItem icon={Mail} title={text.email}>
              <a href={`mailto:${config.contactEmail}`} className="font-medium text-primary underline-offset-2 hover:underline">
                {config.contactEmail}
              </a>
            </InfoItem>
            <InfoItem icon={MapPin} title={text.serviceArea}>
              {text.statewide}
            </InfoItem>
            <InfoItem icon={Clock} title={text.supportHours}>
              {text.hours}
            </InfoItem>
            <InfoItem icon={ShoppingBag} title={text.orderQuestion}>
              {text.orderHelp(config.partnerName)}
            </InfoItem>
          </ul>
        </aside>
      </div>
    </>
  );
}
