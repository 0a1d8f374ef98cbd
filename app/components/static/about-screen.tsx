import { fixedPathIn, townsPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { Flower2, Handshake, Heart, MapPin, Sparkles, Store } from "#app/components/ui/icons.tsx";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { ABOUT_TEXT } from "./about-text";
import { DataSources } from "./data-sources";
import { PageIntro } from "./page-intro";

/** The values' icons, in the order of ABOUT_TEXT's values. */
const VALUE_ICONS = [Sparkles, MapPin, Store, Handshake];

export const head = (locale: Locale): PageHead =>
  pageHead({ title: ABOUT_TEXT[locale].seoTitle, description: ABOUT_TEXT[locale].seoDescription, path: fixedPathIn(locale, "/about/") });

/** The About page, /about/ and /es/acerca-de/. */
export function AboutScreen({ locale }: { locale: Locale }) {
  const text = ABOUT_TEXT[locale];
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section aria-labelledby="story-title" className="grid gap-10 py-6 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
          <div className="max-w-2xl space-y-4 text-foreground/90">
            <h2 id="story-title" className="text-2xl font-semibold sm:text-3xl">
              {text.storyTitle}
            </h2>
            {text.story.map((paragraph, index) => (
              // The story is fixed text: its paragraphs never move.
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-3xl bg-sage-soft p-8 text-center">
            <p className="font-display text-6xl font-semibold text-sage">10,000+</p>
            <p className="mt-2 text-lg font-medium">{text.networkSize}</p>
            <p className="mt-3 text-sm text-muted-foreground">{text.networkNote}</p>
          </div>
        </section>

        <section aria-labelledby="values-title" className="py-14">
          <SectionHeading id="values-title" title={text.valuesTitle} subtitle={text.valuesSubtitle} />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {text.values.map(({ title, text: value }, index) => {
              const Icon = VALUE_ICONS[index] ?? Sparkles;
              return (
                <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{value}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <DataSources locale={locale} />

        <section
          aria-labelledby="about-cta-title"
          className="flex flex-col items-start gap-5 rounded-3xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-10 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-xl">
            <h2 id="about-cta-title" className="flex items-start gap-2 text-2xl font-semibold sm:items-center">
              <Heart aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary sm:mt-0" />
              {text.ctaTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{text.ctaText}</p>
            <AffiliateNote className="mt-4" locale={locale} />
          </div>
          {/* On a phone the two buttons stack at one width rather than ragged. */}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <a href={`${fixedPathIn(locale, "/")}#categories`} className={buttonVariants({ size: "lg" })}>
              <Flower2 aria-hidden="true" />
              {text.browseCategories}
            </a>
            <a href={townsPathIn(locale)} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <MapPin aria-hidden="true" />
              {text.findCity}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
