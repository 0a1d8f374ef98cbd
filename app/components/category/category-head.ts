import type { CategoryPage } from "#core/content/category-pages";
import type { FaqEntry } from "#core/content/types";
import { breadcrumbJsonLd, categoryServiceJsonLd, faqJsonLd, type BreadcrumbItem } from "#core/seo/structured-data";
import { categoryPath } from "#core/site/pages";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { siteConfig } from "#app/lib/site-config.ts";

export function categoryBreadcrumb(title: string): BreadcrumbItem[] {
  return [{ label: "Home", path: "/" }, { label: "Categories", path: "/#categories" }, { label: title }];
}

/**
 * Title, description, canonical and JSON-LD (service, breadcrumb, the FAQ where one is shown) for one category page. The
 * products are described only by the product grid's own ItemList, next to the products it shows.
 */
export function categoryHead(slug: string, page: CategoryPage, options: { known?: boolean; filtered?: boolean; faq?: FaqEntry[] } = {}): PageHead {
  const { known = true, filtered = false, faq } = options;
  const path = categoryPath(slug);
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
      breadcrumbJsonLd(categoryBreadcrumb(page.title), siteConfig.siteUrl, path),
      // Only where the page shows the same questions (the sympathy page's FAQ).
      ...(faq ? [faqJsonLd(faq)] : []),
    ],
  });
}
