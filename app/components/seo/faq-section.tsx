import type { FaqEntry } from "@core/content/types";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * Collapsible FAQ. The route's meta emits faqJsonLd(entries) from the same
 * entries, so the structured data always matches what is shown.
 */
export function FaqSection({ title, subtitle, entries, id = "faq" }: { title: string; subtitle?: string; entries: FaqEntry[]; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <Accordion type="multiple" className="space-y-3">
        {entries.map((entry, index) => (
          <AccordionItem key={entry.question} value={`q${index}`}>
            <AccordionTrigger>{entry.question}</AccordionTrigger>
            <AccordionContent>
              <p>{entry.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
