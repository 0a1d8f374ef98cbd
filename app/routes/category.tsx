import { partnerCategoryUrl } from "@core/affiliate/links";
import { CATEGORY_PAGES, getCategoryPage, placeholderProducts } from "@core/content/category-pages";
import { breadcrumbJsonLd, categoryServiceJsonLd, type BreadcrumbItem } from "@core/seo/structured-data";
import { categoryPath } from "@core/site/pages";
import { ArrowRight } from "lucide-react";
import { data } from "react-router";
import { CategoryHero } from "~/components/category/category-hero";
import { AffiliateNote } from "~/components/layout/affiliate-note";
import { PartnerLink } from "~/components/layout/partner-link";
import { CategoryCollection } from "~/components/products/category-collection";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";
import { pageMeta, siteConfigFrom } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/category";

function breadcrumbFor(title: string): BreadcrumbItem[] {
  return [{ label: "Home", path: "/" }, { label: "Categories", path: "/#categories" }, { label: title }];
}

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug;
  const known = Object.hasOwn(CATEGORY_PAGES, slug);
  const payload = { slug, known, page: getCategoryPage(slug) };
  // An unknown slug still gets the generic page (spec §2) but must not be indexed.
  return known ? payload : data(payload, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const siteConfig = siteConfigFrom(matches);
  const { slug, known, page } = loaderData;
  const path = categoryPath(slug);
  return pageMeta({
    siteConfig,
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
      breadcrumbJsonLd(breadcrumbFor(page.title), siteConfig.siteUrl, path),
    ],
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { slug, page } = loaderData;
  const config = useSiteConfig();
  return (
    <>
      <CategoryHero slug={slug} page={page} breadcrumb={breadcrumbFor(page.title)} />
      <section id="collection" aria-labelledby="collection-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="collection-title"
          title={`${page.title} Collection`}
          subtitle={`Arrangements from ${config.partnerName}, hand-delivered by local Nebraska florists.`}
        />
        <CategoryCollection slug={slug} title={page.title} />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <PartnerLink
            href={partnerCategoryUrl(config, slug)}
            placement="category-collection"
            targetKind="category"
            targetId={slug}
            className={cn(buttonVariants({ variant: "sage", size: "lg" }), "h-auto min-h-12 max-w-full py-3 text-center whitespace-normal")}
          >
            Browse Complete {page.title} Collection
            <ArrowRight aria-hidden="true" />
          </PartnerLink>
          <AffiliateNote className="max-w-md text-left" />
        </div>
      </section>
    </>
  );
}
