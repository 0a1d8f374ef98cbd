import type { CategoryPage } from "@core/content/category-pages";
import { placeholderProducts } from "@core/content/category-pages";
import type { ProductCard } from "@core/products/types";
import { breadcrumbJsonLd, categoryServiceJsonLd, type BreadcrumbItem } from "@core/seo/structured-data";
import { categoryPath } from "@core/site/pages";
import { type PageHead, pageHead } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";

export function categoryBreadcrumb(title: string): BreadcrumbItem[] {
  return [{ label: "Home", path: "/" }, { label: "Categories", path: "/#categories" }, { label: title }];
}

/** Title, description, canonical and JSON-LD (service, breadcrumb) for one category page. */
export function categoryHead(slug: string, page: CategoryPage, _visibleProducts: readonly ProductCard[], known = true): PageHead {
  const path = categoryPath(slug);
  return pageHead({
    title: page.seoTitle,
    description: page.seoDescription,
    path,
    noindex: !known,
    structuredData: [
      categoryServiceJsonLd({
        siteUrl: siteConfig.siteUrl,
        path,
        name: page.title,
        description: page.description,
        serviceType: page.serviceType,
        products: placeholderProducts(slug),
      }),
      breadcrumbJsonLd(categoryBreadcrumb(page.title), siteConfig.siteUrl, path),
    ],
  });
}
