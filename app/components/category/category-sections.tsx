import type { CategoryPage } from "#core/content/category-pages";
import type { Locale } from "#core/i18n/locale";
import { FaqSection } from "#app/components/seo/faq-section.tsx";
import { CATEGORY_TEXT } from "./category-text";

/**
 * A category page's own sections and questions, where its copy has them (the Spanish Día de las
 * Madres page: why May 10, when to order). Renders nothing for a page without them, so every
 * English page is unchanged. The page's head gives the same questions as FAQ structured data
 * (categoryHead(…, { faq: page.faq })).
 */
export function CategorySections({ page, locale }: { page: CategoryPage; locale: Locale }) {
  if (!page.sections?.length && !page.faq?.length) return null;
  return (
    <div data-slot="category-sections">
      {page.sections?.length ? (
        <section aria-label={page.title} className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
          {page.sections.map((section) => (
            <div key={section.heading}>
              <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">{section.heading}</h2>
              <p className="mt-2 leading-relaxed text-muted-foreground">{section.body}</p>
            </div>
          ))}
        </section>
      ) : null}
      {page.faq?.length ? <FaqSection id="category-faq" title={CATEGORY_TEXT[locale].faqTitle} entries={page.faq} /> : null}
    </div>
  );
}
