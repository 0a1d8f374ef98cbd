import type { FaqEntry } from "#core/content/types";
import { ChevronDown } from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/**
 * Collapsible FAQ on native <details>: keyboard and screen-reader support from
 * the browser, answers in the HTML for crawlers, and no JavaScript at all. The
 * route's meta emits faqJsonLd(entries) from the same entries, so the
 * structured data always matches what is shown.
 */
export function FaqSection({
  title,
  subtitle,
  entries,
  id = "faq",
  renderAnswer = (answer) => answer,
}: {
  title: string;
  subtitle?: string;
  entries: FaqEntry[];
  id?: string;
  /** Lets a page link parts of an answer (town pages link the neighbours they name). */
  renderAnswer?: (answer: string) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <div className="space-y-3">
        {entries.map((entry) => (
          <details
            key={entry.question}
            data-slot="faq-item"
            className="group rounded-2xl border border-border bg-card px-5 shadow-[var(--shadow-card)]"
          >
            <summary
              data-slot="faq-question"
              className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold transition-colors hover:text-primary [&::-webkit-details-marker]:hidden"
            >
              {entry.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-muted-foreground">{renderAnswer(entry.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
