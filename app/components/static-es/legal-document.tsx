import { CalendarDays } from "#app/components/ui/icons.tsx";
import type * as React from "react";
import { LEGAL_LAST_UPDATED, type LegalSection } from "#app/components/static/legal-document.tsx";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import { spanishDateOf } from "#app/components/static/spanish-date.ts";

/**
 * The Spanish twin of static/legal-document.tsx: the h1, the last-updated line, a contents
 * list and numbered sections, with the same ids and classes. `lastUpdated` is the English
 * date string the English page shows; it is written here in Spanish, so both tell one day.
 */
export function LegalDocumentEs({
  title,
  intro,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
}: {
  title: string;
  intro: React.ReactNode;
  sections: LegalSection[];
  lastUpdated?: string;
}) {
  return (
    <>
      <PageIntro eyebrow="Información legal" title={title} intro={intro}>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-medium shadow-sm">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          Última actualización: {spanishDateOf(lastUpdated)}
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="En esta página" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">En esta página</h2>
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
