import { categoryWordsIn, homeCategories } from "#core/content/categories";
import { categoryPathIn, SPANISH_GUIDE_SLUGS, spanishGuidePath } from "#core/routes/routes";
import { SPANISH_GUIDES } from "#core/content/guides-es";
import type { Locale } from "#core/i18n/locale";
import { ArrowRight, Star } from "#app/components/ui/icons.tsx";
import { ContentIcon } from "#app/components/ui/content-icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";
import { CATEGORY_COLOUR_CLASSES } from "./category-colours";
import { CATEGORY_GRID_TEXT } from "./home-text";

/** 'Browse Flower Categories' (#categories): nine cards linking to our own category pages. */
export function CategoryGrid({ locale }: { locale: Locale }) {
  const text = CATEGORY_GRID_TEXT[locale];
  return (
    <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
      <SectionHeading
        id="categories-title"
        title={text.title}
        subtitle={text.subtitle}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {homeCategories().map((card) => {
          const colour = CATEGORY_COLOUR_CLASSES[card.colour];
          const words = categoryWordsIn(locale, card);
          return (
            <li
              key={card.slug}
              data-category={card.slug}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg"
            >
              <div className={cn("flex items-start justify-between bg-gradient-to-br px-5 pt-5 pb-4", colour.band)}>
                <span className={cn("flex size-12 items-center justify-center rounded-2xl", colour.chip)}>
                  <ContentIcon name={card.icon} className="size-6" />
                </span>
                {card.popular && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground">
                    <Star aria-hidden="true" className="size-3 fill-current" />
                    {` ${text.popular}`}
                  </span>
                )}
              </div>
              <div className="flex flex-1 flex-col px-5 pt-3 pb-5">
                <h3 className="text-xl font-semibold">{words.title}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{words.description}</p>
                <a
                  href={categoryPathIn(locale, card.slug)}
                  className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full text-sm font-semibold text-primary underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {text.shop}
                  {words.shopWhat}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {locale === "es" && (
        // The Spanish guides have no English twin (docs/decisions/0060): the occasions list is where a Spanish visitor finds them.
        <p data-slot="spanish-guides" className="mt-8 text-center text-sm text-muted-foreground">
          {"Guías: "}
          {SPANISH_GUIDE_SLUGS.map((slug, index) => (
            <span key={slug}>
              {index > 0 && " · "}
              <a href={spanishGuidePath(slug)} className="font-semibold text-primary underline-offset-4 hover:underline">
                {SPANISH_GUIDES[slug].title}
              </a>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
