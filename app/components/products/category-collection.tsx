import { lazy, Suspense, useEffect, useState } from "react";
import { ProductCardSkeleton } from "./product-card";

const CollectionIsland = lazy(() => import("./collection-island"));

/** Skeleton grid of 6 while the collection loads (spec §4, §9). */
export function CollectionSkeleton() {
  return (
    <div role="status" aria-label="Loading products" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 6 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

export type CategoryCollectionProps = { slug: string; title: string };

/** The category page's product grid from the partner category page (spec §2, §4). */
export function CategoryCollection(props: CategoryCollectionProps) {
  // The first render matches the prerendered HTML; products come after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <CollectionSkeleton />;
  // A slug the partner has no page for has nothing to fetch: the island shows the fallback.
  return (
    <Suspense fallback={<CollectionSkeleton />}>
      <CollectionIsland {...props} />
    </Suspense>
  );
}
