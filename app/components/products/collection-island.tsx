import { isPartnerCategorySlug, partnerCategoryUrl } from "@core/affiliate/links";
import { productListJsonLd } from "@core/seo/structured-data";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { PartnerLink } from "~/components/layout/partner-link";
import { buttonVariants } from "~/components/ui/button";
import { getQueryClient } from "~/lib/query-client";
import { useSiteConfig } from "~/lib/site-config";
import { CollectionSkeleton, type CategoryCollectionProps } from "./category-collection";
import { ProductCard } from "./product-card";
import { useProducts } from "./use-products";

function CollectionContent({ slug }: CategoryCollectionProps) {
  const config = useSiteConfig();
  const known = isPartnerCategorySlug(slug);
  const query = useProducts({ kind: "category", slug }, known);

  useEffect(() => {
    if (!query.isError) return;
    toast.error("Could not fetch products", { description: query.error.message || "Please try again later." });
  }, [query.isError, query.error]);

  if (known && query.isPending) return <CollectionSkeleton />;

  const products = query.data?.products ?? [];
  if (products.length === 0) {
    return (
      <div data-slot="collection-fallback" className="rounded-2xl border border-border bg-card p-8 text-center">
        <p className="text-muted-foreground">We couldn’t load products right now.</p>
        <PartnerLink
          href={partnerCategoryUrl(config, slug)}
          placement="category-collection"
          targetKind="category"
          targetId={slug}
          className={buttonVariants({ variant: "outline", className: "mt-4" })}
        >
          Browse on {config.partnerName}
        </PartnerLink>
      </div>
    );
  }

  return (
    <div data-cache-status={query.data?.cacheStatus}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.url}>
            <ProductCard product={product} placement="collection-card" />
          </li>
        ))}
      </ul>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(productListJsonLd(products)).replace(/</g, "\\u003c") }} />
    </div>
  );
}

export default function CollectionIsland(props: CategoryCollectionProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CollectionContent {...props} />
      <Toaster position="bottom-center" richColors closeButton />
    </QueryClientProvider>
  );
}
