import type { CategoryPage } from "#core/content/category-pages";
import { categoryPagePath } from "#core/site/category-path";
import type { FaqEntry } from "#core/content/types";
import { HTML_LANG, type Locale } from "#core/i18n/locale";
import { breadcrumbJsonLd, categoryServiceJsonLd, faqJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { CATEGORY_TEXT } from "./category-text";

export function categoryBreadcrumb(title: string, locale: Locale): BreadcrumbItem[] {
  const text = CATEGORY_TEXT[locale];
  return [{ label: text.home, path: text.homePath }, { label: text.categories, path: text.categoriesPath }, { label: title }];
}

type CategoryHeadOptions = { known?: boolean; filtered?: boolean; faq?: FaqEntry[]; locale: Locale };

/**
 * Title, description, canonical and JSON-LD (service, breadcrumb, the FAQ where one is shown) for one category page. The
 * products are described only by the product grid's own ItemList, next to the products it shows. A Spanish page
 * (`locale: "es"`, with the Spanish `page`) has its Spanish address as canonical, `inLanguage` in its structured
 * data and a Spanish og:locale (pageHead's, for a Spanish path); English is as it was.
 */
export function categoryHead(slug: string, page: CategoryPage, options: CategoryHeadOptions): PageHead {
  const { locale } = options;
  const head = englishShapedHead(slug, page, options);
  if (locale === "en") return head;
  // pageHead gives a Spanish path its og:locale and a WebPage block with inLanguage (app/lib/seo.ts);
  // the FAQ, a creative work of its own, says its language too.
  const inLanguage = HTML_LANG[locale];
  return { ...head, structuredData: head.structuredData.map((block) => ("@type" in block && block["@type"] === "FAQPage" ? { ...block, inLanguage } : block)) };
}

function englishShapedHead(slug: string, page: CategoryPage, options: CategoryHeadOptions): PageHead {
  const { known = true, filtered = false, faq, locale } = options;
  const path = categoryPagePath(slug, locale);
  return pageHead({
    title: page.seoTitle,
    description: page.seoDescription,
    path,
    // A budget or order view keeps the canonical page's address and is not indexed itself (issue 29).
    noindex: !known || filtered,
    structuredData: [
      categoryServiceJsonLd({
        siteUrl: siteConfig.siteUrl,
        path,
        name: page.title,
        description: page.description,
        serviceType: page.serviceType,
      }),
      breadcrumbJsonLd(categoryBreadcrumb(page.title, locale), siteConfig.siteUrl, path),
      // Only where the page shows the same questions (the sympathy page's FAQ).
      // English-shaped: categoryHead adds a Spanish page's inLanguage after the questions, where it has always been.
      ...(faq ? [faqJsonLd(faq, "en")] : []),
    ],
  });
}
