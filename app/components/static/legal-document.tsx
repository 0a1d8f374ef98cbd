import type { Locale } from "#core/i18n/locale";
import { CalendarDays } from "#app/components/ui/icons.tsx";
import type * as React from "react";
import { LEGAL_TEXT } from "./legal-text";
import { PageIntro } from "./page-intro";

/** The terms' date, as the product describes it (docs/product.md). */
export const LEGAL_LAST_UPDATED = "January 9, 2025";

/**
 * The privacy policy's date: the day its statements last changed (per-address click counts
 * for the day, the retention period). A policy dated before what it says is untrue
 * (docs/decisions/0038).
 */
export const PRIVACY_LAST_UPDATED = "November 28, 2026";

export type LegalSection = { id: string; heading: string; body: React.ReactNode };

/**
 * Privacy policy and terms: the h1, the last-updated line, a contents list and numbered sections.
 * `lastUpdated` is the English date string; each edition writes it in its own words.
 */
export function LegalDocument({
  title,
  intro,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
  locale,
}: {
  title: string;
  intro: React.ReactNode;
  sections: LegalSection[];
  lastUpdated?: string;
  locale: Locale;
}) {
  const text = LEGAL_TEXT[locale];
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={title} intro={intro}>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-medium shadow-sm">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {text.lastUpdated}
          {text.date(lastUpdated)}
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={text.onThisPage} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">{text.onThisPage}</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-foreground/85 underline-offset-4 hover:text-primary hover:underline">
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-foreground/90 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
